import XCTest
@testable import QuickLayoutEngine
import LayoutCore

/// The wrapping rules of the leaf sizing model, line by line.
final class TextMetricsTests: XCTestCase {
  /// (text, width, lines limit, expected line lengths in characters) at font 16 (advance 8).
  static let wraps: [(String, Double, Int, [Int])] = [
    ("hello world", 88, 0, [11]),                 // 11 × 8 = 88 fits exactly
    ("hello world", 87.9, 0, [5, 5]),
    ("a b c", 24, 0, [3, 1]),                     // "a b" is 3 characters
    ("abcdefghij", 32, 0, [4, 4, 2]),             // a long word is cut into 4-character pieces
    ("abcdefgh xy", 32, 0, [4, 4, 2]),            // the last piece stays open; "xy" does not fit beside it
    ("ab  cd", 100, 0, [6]),                      // two spaces make an empty word
    ("one\n\ntwo", 1000, 0, [3, 0, 3]),           // an empty paragraph is an empty line
    ("one two three four", 40, 2, [3, 3]),        // at most two lines
    ("abc", 4, 0, [1, 1, 1]),                     // at least one character per line
    ("wrap me", .infinity, 0, [7]),
    ("one\ntwo three\nfour", .infinity, 2, [3, 9]),  // paragraphs unwrapped, the first two
    ("end\n", 100, 0, [3, 0]),                     // a closing line break opens an empty last line
  ]

  func testGreedyWrap() {
    let metrics = TextMetrics(font: 16)
    for (text, width, limit, expected) in Self.wraps {
      XCTAssertEqual(metrics.wrappedLineLengths(LabelText(text), width: width, lines: limit), expected, "\(text) in \(width)")
    }
  }

  /// The same wraps as text: what a label shows in its box.
  static let wrappedText: [(String, Double, Int, [String])] = [
    ("hello world", 87.9, 0, ["hello", "world"]),
    ("abcdefgh xy", 32, 0, ["abcd", "efgh", "xy"]),
    ("ab  cd", 100, 0, ["ab  cd"]),
    ("ab  cd", 16, 0, ["ab", "", "cd"]),
    ("one\n\ntwo", 1000, 0, ["one", "", "two"]),
    ("one two three four", 40, 2, ["one", "two"]),
    ("aaaa \nb", 32, 0, ["aaaa", "", "b"]),
    ("日本語 text", 32, 0, ["日本語", "text"]),
  ]

  func testWrappedLinesGiveTheTextOfEachLine() {
    let metrics = TextMetrics(font: 16)
    for (text, width, limit, expected) in Self.wrappedText {
      XCTAssertEqual(metrics.wrappedLines(LabelText(text), width: width, lines: limit), expected, "\(text) in \(width)")
    }
  }

  func testSingleLineCountsEveryCharacterAndClusters() {
    let metrics = TextMetrics(font: 16)
    XCTAssertEqual(metrics.singleLineSize("a\nb"), Size(width: 24, height: 20))
    XCTAssertEqual(metrics.singleLineSize("👨‍👩‍👧‍👦!"), Size(width: 16, height: 20))
    XCTAssertEqual(metrics.singleLineSize(""), .zero)
  }

  /// The one proposal a view laid out alone in an exact canvas of `proposal` receives.
  private func answer(_ kind: LeafKind, to proposal: Size) -> ProposalRecord? {
    let canvas = Canvas(width: proposal.width, height: proposal.height, mode: .exact, scale: 2)
    return QuickLayout.layout(.leaf(LeafView(id: 0, kind: kind)), in: canvas, viewCount: 1, recordingDetails: true).log.records.first
  }

  func testLabelIsClampedRoundedAndUnmeasuredWhenTiny() {
    let label = LeafKind.label(text: "Hello", lines: 1, font: 13)
    XCTAssertEqual(answer(label, to: Size(width: 100, height: 100))?.size, Size(width: 32.5, height: 16.5))
    XCTAssertEqual(answer(label, to: Size(width: 20, height: 100))?.size, Size(width: 20, height: 16.5))
    XCTAssertEqual(answer(label, to: Size(width: 1, height: 100))?.size, Size.zero)
    XCTAssertEqual(answer(label, to: Size(width: 100, height: 1))?.measured, false)
    XCTAssertEqual(answer(label, to: Size(width: 1.5, height: 1.5))?.measured, true)
  }

  func testFlexibleLeavesTakeTheProposalAndTenForInfinity() {
    XCTAssertEqual(answer(.plainView, to: Size(width: .infinity, height: 30))?.size, Size(width: 10, height: 30))
    XCTAssertEqual(answer(.horizontallyExpandable(height: 31), to: Size(width: 70, height: 5))?.size, Size(width: 70, height: 31))
    XCTAssertEqual(answer(.scrollable, to: Size(width: 10, height: 10))?.measured, false)
    XCTAssertEqual(answer(.horizontallyExpandable(height: 4), to: Size(width: 10, height: 10))?.measured, true)
  }
}
