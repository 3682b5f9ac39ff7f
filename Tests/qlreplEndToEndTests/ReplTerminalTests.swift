import Foundation
import Glibc
import XCTest

/// The REPL on a real pseudo-terminal: typing, Tab completion, Ctrl-C, history, Ctrl-D, and
/// the terminal's modes afterwards.
final class ReplTerminalTests: XCTestCase {
  func testTypingCompletionCtrlCAndCtrlDOnATerminal() throws {
    let (terminal, home) = try InteractiveTerminal.replOnCard()
    let output = terminal.output
    var at = try XCTUnwrap(output.wait(for: "ql> "), output.text)
    XCTAssertTrue(output.text.contains("title"), output.text)

    terminal.type("gap = 12\r")
    at = try XCTUnwrap(output.wait(for: "moved", after: at), output.text)
    at = try XCTUnwrap(output.wait(for: "ql> ", after: at), output.text)

    terminal.type(":expl\t")
    at = try XCTUnwrap(output.wait(for: ":explain ", after: at), output.text)
    terminal.type("ti\t\r")
    at = try XCTUnwrap(output.wait(for: "title (UILabel): ", after: at), output.text)

    terminal.type("HStack {\r")
    at = try XCTUnwrap(output.wait(for: "... ", after: at), "continuation prompt: \(output.text)")
    terminal.type("title\u{3}")
    at = try XCTUnwrap(output.wait(for: "^C\nql> ", after: at), output.text)

    // Many seconds of evaluation (in a debug build) that only Ctrl-C can cut short.
    let term = "min(i * 2 + 1, max(i - 3, i / 2 + i * 7))"
    terminal.type("for i in 0..<99990 { let _x = \(Array(repeating: term, count: 8).joined(separator: " + ")) }\r")
    at = try XCTUnwrap(output.wait(for: "for i in", after: at), output.text)
    usleep(300_000)
    terminal.type("\u{3}")
    at = try XCTUnwrap(output.wait(for: "evaluation interrupted", after: at), output.text)
    at = try XCTUnwrap(output.wait(for: "ql> ", after: at), output.text)

    terminal.type("\u{4}")
    XCTAssertEqual(terminal.waitForExit(), 0, output.text)
    let before = terminal.modesBefore, after = terminal.modes
    XCTAssertEqual(after.c_lflag, before.c_lflag, "local modes restored")
    XCTAssertEqual(after.c_iflag, before.c_iflag, "input modes restored")
    XCTAssertEqual(after.c_oflag, before.c_oflag, "output modes restored")
    let history = try String(contentsOfFile: home + "/.qlrepl_history", encoding: .utf8)
    XCTAssertTrue(history.contains("gap = 12"), history)
  }
}

extension InteractiveTerminal {
  /// The REPL on a small card (a label `title`, `var gap`, a box) with a fresh home folder for
  /// its history, on a pseudo-terminal; and that home.
  static func replOnCard() throws -> (terminal: InteractiveTerminal, home: String) {
    let home = try QlreplProcess.scriptFile("", name: "unused").replacing("/unused", with: "")
    let script = try QlreplProcess.scriptFile("""
      canvas(width: 200, height: 60)
      let title = UILabel(text: "Hi")
      var gap = 8
      var body: Layout { HStack(spacing: gap) { title; UIView(width: 10, height: 10).named("box") } }
      """, name: "card.ql")
    return (try InteractiveTerminal([script], environment: ["HOME": home, "NO_COLOR": "1"]), home)
  }
}
