import Glibc

/// What the command needs to know of the terminal it prints to.
enum TerminalInfo {
  /// The width to draw pictures for: the terminal's (TIOCGWINSZ on stdout), else `COLUMNS`,
  /// else 100.
  static var columns: Int {
    var size = winsize()
    if isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
      return Int(size.ws_col)
    }
    if let text = getenv("COLUMNS"), let columns = Int(String(cString: text)), columns > 0 { return columns }
    return 100
  }

  /// The height of the terminal on stdout (TIOCGWINSZ), else `LINES`, else 40.
  static var rows: Int {
    var size = winsize()
    if isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 {
      return Int(size.ws_row)
    }
    if let text = getenv("LINES"), let rows = Int(String(cString: text)), rows > 0 { return rows }
    return 40
  }

  /// Whether standard output is a terminal.
  static var isTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

  /// Colour only on a terminal, never with `NO_COLOR` set (to anything but the empty string).
  static func usesColor(allowed: Bool) -> Bool {
    guard allowed, isatty(STDOUT_FILENO) == 1 else { return false }
    if let noColor = getenv("NO_COLOR"), noColor.pointee != 0 { return false }
    return true
  }
}
