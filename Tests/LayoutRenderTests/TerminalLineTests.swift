import XCTest
@testable import LayoutRender

/// A styled line cut to a terminal width: colour escapes take no column, wide characters two,
/// a cut ends in `…` and closes the colours.
final class TerminalLineTests: XCTestCase {
  func testLinesAreCutToTheirColumns() {
    let red = "\u{1B}[31m", reset = "\u{1B}[0m"
    // (line, columns, fitted)
    let cases: [(String, Int, String)] = [
      ("\(red)abc\(reset)", 3, "\(red)abc\(reset)"),
      ("\(red)abcdef\(reset)", 4, "\(red)abc…\(reset)"),
      ("abcdef", 6, "abcdef"),
      ("abcdefg", 6, "abcde…"),
      ("ab漢字cd", 6, "ab漢…"),
      ("ab漢字", 6, "ab漢字"),
      ("╔══════╗", 4, "╔══…"),
    ]
    for (line, columns, expected) in cases {
      XCTAssertEqual(TerminalLine.fitted(line, to: columns), expected, line.debugDescription)
    }
  }

  /// At `COLUMNS=40` a header or a table row breaks at spaces, never mid-word (issue 20, point 16).
  func testLinesWrapAtSpaces() {
    let red = "\u{1B}[31m", reset = "\u{1B}[0m"
    let cases: [(String, Int, [String])] = [
      ("short line", 40, ["short line"]),
      ("workspace/list-cell.ql — canvas 375×inf fit @2x — body 375×92", 30,
       ["workspace/list-cell.ql —", "    canvas 375×inf fit @2x —", "    body 375×92"]),
      ("\(red)subtitle\(reset)   64  36  216  40     4 ×2!  partial/partial", 40,
       ["\(red)subtitle\(reset)   64  36  216  40     4 ×2!", "    partial/partial"]),
      ("aVeryLongWordThatCannotBreakAnywhere x", 20, ["aVeryLongWordThatCannotBreakAnywhere", "    x"]),
      // A lesson's indented step keeps its indent; its own inner spaces stay.
      ("        VStack { a }   (a layout typed at the prompt)", 40,
       ["        VStack { a }   (a layout typed", "    at the prompt)"]),
    ]
    for (line, columns, expected) in cases {
      XCTAssertEqual(TerminalLine.wrapped(line, to: columns), expected, line.debugDescription)
    }
  }
}
