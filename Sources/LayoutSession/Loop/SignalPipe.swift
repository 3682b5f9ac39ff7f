import Glibc
import LayoutScript

/// Turns SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP and SIGCONT into bytes on a pipe that the event loop reads
/// (the self-pipe trick); SIGINT also interrupts the evaluation that may be running, so
/// Ctrl-C stops a long script at once.
public enum SignalPipe {
  /// The interrupt every session of this process uses.
  public static let interrupt = EvaluationInterrupt()
  nonisolated(unsafe) private static var writeEnd: Int32 = -1
  nonisolated(unsafe) private static var readEnd: Int32 = -1

  /// Installs the handlers (once) and returns the pipe's read end.
  public static func install() -> Int32 {
    if readEnd >= 0 { return readEnd }
    _ = interrupt.isInterrupted
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return -1 }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    readEnd = ends[0]
    writeEnd = ends[1]
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP, SIGCONT] {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { number in
        if number == SIGINT { SignalPipe.interrupt.interrupt() }
        var byte = UInt8(truncatingIfNeeded: number)
        let saved = errno
        _ = Glibc.write(SignalPipe.writeEnd, &byte, 1)
        errno = saved
      }
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_RESTART
      sigaction(signal, &action, nil)
    }
    return readEnd
  }

  /// Stops the process as Ctrl-Z does (SIGTSTP's default action) and returns once it is
  /// continued; the handler is installed again for the next Ctrl-Z. A process group without a
  /// parent in its session (orphaned) is not stopped: it returns at once.
  public static func stopProcess() {
    var action = sigaction(), previous = sigaction()
    action.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&action.sa_mask)
    sigaction(SIGTSTP, &action, &previous)
    kill(getpid(), SIGTSTP)
    sigaction(SIGTSTP, &previous, nil)
  }

  /// The signals that arrived since the last call, in order.
  public static func received() -> [Int32] {
    var buffer = [UInt8](repeating: 0, count: 64)
    var signals: [Int32] = []
    while true {
      let count = read(readEnd, &buffer, buffer.count)
      guard count > 0 else { return signals }
      signals += buffer[..<count].map { Int32($0) }
    }
  }
}
