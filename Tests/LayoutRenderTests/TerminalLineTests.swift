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
}
