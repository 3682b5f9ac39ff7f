import Glibc

/// The terminal's modes as they were when qlrepl started, put back however it ends; and the
/// key-at-a-time mode watch mode reads its keys in (no line editing, no echo, signals kept).
public struct TerminalMode {
  private var saved = termios()
  private let descriptor: Int32
  /// False when `descriptor` is no terminal.
  public let isTerminal: Bool

  /// Remembers the modes of the terminal on `descriptor` (standard input by default).
  public init(descriptor: Int32 = STDIN_FILENO) {
    self.descriptor = descriptor
    isTerminal = isatty(descriptor) == 1 && tcgetattr(descriptor, &saved) == 0
  }

  /// Reads a key at a time without echo; Ctrl-C still sends SIGINT.
  public func enterKeyMode() {
    guard isTerminal else { return }
    var modes = saved
    modes.c_lflag &= ~tcflag_t(ICANON | ECHO)
    withUnsafeMutableBytes(of: &modes.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    tcsetattr(descriptor, TCSANOW, &modes)
  }

  /// Puts the remembered modes back.
  public func restore() {
    guard isTerminal else { return }
    var modes = saved
    tcsetattr(descriptor, TCSANOW, &modes)
  }
}

/// Writes to standard output at once (a pipe's reader sees each reply as it is printed).
public func writeOut(_ text: String) { write(text, to: STDOUT_FILENO) }

/// Writes to standard error at once.
public func writeError(_ text: String) { write(text, to: STDERR_FILENO) }

private func write(_ text: String, to descriptor: Int32) {
  guard !text.isEmpty else { return }
  var bytes = Array(text.utf8)[...]
  while !bytes.isEmpty {
    let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    if count < 0 && errno == EINTR { continue }
    guard count > 0 else { return }
    bytes = bytes.dropFirst(count)
  }
}
