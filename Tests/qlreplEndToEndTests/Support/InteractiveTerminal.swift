import Foundation
import Glibc

/// qlrepl running on a real pseudo-terminal that it has as its controlling terminal (through
/// `setsid --ctty`), so that keys typed into it — Ctrl-C included — reach it as they would
/// from a person at a terminal emulator.
final class InteractiveTerminal {
  let controller: Int32
  let output: OutputCollector
  let process = Process()
  /// The terminal's modes before qlrepl started.
  let modesBefore: termios

  init(_ arguments: [String], environment: [String: String] = [:], columns: UInt16 = 100, rows: UInt16 = 40) throws {
    controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    var unlock: Int32 = 0
    var number: UInt32 = 0
    guard controller >= 0, ioctl(controller, 0x4004_5431, &unlock) == 0, ioctl(controller, 0x8004_5430, &number) == 0 else {
      throw PseudoTerminal.Failure(description: "no pseudo-terminal: \(String(cString: strerror(errno)))")
    }
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
    var modes = termios()
    tcgetattr(controller, &modes)
    modesBefore = modes
    guard let terminal = FileHandle(forUpdatingAtPath: "/dev/pts/\(number)") else {
      throw PseudoTerminal.Failure(description: "cannot open /dev/pts/\(number)")
    }
    process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
    process.arguments = ["--ctty", "--wait", QlreplProcess.binary.path] + arguments
    process.currentDirectoryURL = QlreplProcess.packageRoot
    var variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    variables["NO_COLOR"] = environment["NO_COLOR"]
    variables["COLUMNS"] = nil
    variables["TERM"] = "xterm"
    process.environment = variables
    process.standardInput = terminal
    process.standardOutput = terminal
    process.standardError = terminal
    try process.run()
    try terminal.close()
    output = OutputCollector(descriptor: controller)
  }

  deinit {
    if process.isRunning { process.terminate() }
    close(controller)
  }

  /// Types `keys` (`\r` is Enter, `\t` Tab, `\u{3}` Ctrl-C, `\u{4}` Ctrl-D).
  func type(_ keys: String) {
    var bytes = Array(keys.utf8)
    _ = write(controller, &bytes, bytes.count)
  }

  /// The terminal's modes now.
  var modes: termios {
    var modes = termios()
    tcgetattr(controller, &modes)
    return modes
  }

  /// Waits for qlrepl to exit; its status, or nil if it did not within `timeout` seconds.
  func waitForExit(timeout: Double = 60) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    return process.isRunning ? nil : process.terminationStatus
  }
}
