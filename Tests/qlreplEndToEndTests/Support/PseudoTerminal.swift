import Foundation

/// Runs the real `qlrepl` with a pseudo-terminal as its terminal, as a person's shell would,
/// and collects everything it writes there.
enum PseudoTerminal {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Runs qlrepl with `arguments` on a fresh pseudo-terminal of `columns` × 40 and returns
  /// its output once it exits (line endings as the terminal wrote them, `\r\n` made `\n`).
  static func run(_ arguments: [String], environment: [String: String] = [:], columns: UInt16 = 100) throws -> String {
    let terminal = try InteractiveTerminal(arguments, environment: environment, columns: columns)
    _ = terminal.waitForExit()
    _ = terminal.output.waitForEnd()
    return terminal.output.text
  }
}
