import XCTest
@testable import LayoutSession

/// What the REPL prints on a narrow terminal: messages broken at spaces, never mid-word
/// (issue 20, point 16).
final class TerminalMessagesTests: XCTestCase {
  /// The REPL on a terminal breaks a long message at spaces under its own indent, and leaves a
  /// diagnostic's source excerpt whole (its caret would move).
  func testSessionMessagesFitTheTerminal() {
    var options = SessionOptions(columns: { 40 })
    options.wrapsText = true
    let session = Session(source: "VStack { }", path: "<test>", isFile: false, options: options)
    let text = "saved your copy /root/.local/state/qlrepl/lessons/01.ql (a lesson file is never overwritten)\n"
      + "   12 |   let title = UILabel(text: \"a long line of source that is wider than forty\")\n"
    XCTAssertEqual(session.fittedToTerminal(text).split(separator: "\n", omittingEmptySubsequences: false), [
      "saved your copy",
      "    /root/.local/state/qlrepl/lessons/01.ql",
      "    (a lesson file is never overwritten)",
      "   12 |   let title = UILabel(text: \"a long line of source that is wider than forty\")",
      "",
    ])
  }
}
