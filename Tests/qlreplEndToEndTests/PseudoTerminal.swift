import Foundation
import Glibc

/// Runs the real `qlrepl` with a pseudo-terminal as its terminal, as a person's shell would,
/// and collects everything it writes there.
enum PseudoTerminal {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Runs qlrepl with `arguments` on a fresh pseudo-terminal of `columns` × 40 and returns
  /// its output once it exits (line endings as the terminal wrote them, `\r\n` made `\n`).
  static func run(_ arguments: [String], environment: [String: String] = [:], columns: UInt16 = 100) throws -> String {
    let controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    var unlock: Int32 = 0
    var number: UInt32 = 0
    // TIOCSPTLCK and TIOCGPTN (Linux's asm-generic values): unlock the terminal, get its number.
    guard controller >= 0, ioctl(controller, 0x4004_5431, &unlock) == 0, ioctl(controller, 0x8004_5430, &number) == 0 else {
      throw Failure(description: "no pseudo-terminal: \(String(cString: strerror(errno)))")
    }
    defer { close(controller) }
    let name = "/dev/pts/\(number)"
    var size = winsize(ws_row: 40, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
    guard let terminal = FileHandle(forUpdatingAtPath: name) else { throw Failure(description: "cannot open \(name)") }
    let process = Process()
    process.executableURL = QlreplProcess.binary
    process.arguments = arguments
    process.currentDirectoryURL = QlreplProcess.packageRoot
    var variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    variables["NO_COLOR"] = environment["NO_COLOR"]
    variables["COLUMNS"] = nil
    process.environment = variables
    process.standardInput = terminal
    process.standardOutput = terminal
    process.standardError = terminal
    try process.run()
    try terminal.close()
    var output = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(controller, &buffer, buffer.count)
      if count <= 0 { break }
      output.append(contentsOf: buffer[0..<count])
    }
    process.waitUntilExit()
    return String(decoding: output, as: UTF8.self).replacing("\r\n", with: "\n")
  }
}
