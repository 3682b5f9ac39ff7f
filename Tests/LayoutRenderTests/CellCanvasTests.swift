import XCTest
@testable import LayoutRender

/// The cell grid pictures are drawn on: display widths, z-order, clipping, colour.
final class CellCanvasTests: XCTestCase {
  /// (character, terminal columns).
  static let widths: [(Character, Int)] = [
    ("a", 1), ("é", 1), ("e\u{301}", 1), ("日", 2), ("한", 2), ("Ａ", 2), ("😀", 2), ("👨‍👩‍👧", 2), ("❤️", 2),
    ("\u{200B}", 0), ("\t", 0), ("─", 1),
  ]

  func testDisplayWidths() {
    for (character, width) in Self.widths {
      XCTAssertEqual(DisplayWidth.of(character), width, "\(character.unicodeScalars.map { String($0.value, radix: 16) })")
    }
  }

  func testWideCharactersTakeTwoCellsAndKeepTheGrid() {
    var canvas = CellCanvas(columns: 8, rows: 1)
    canvas.write("a日b😀", column: 0, row: 0, limit: 8)
    XCTAssertEqual(canvas.lines(colored: false), ["a日b😀"])
    XCTAssertEqual(canvas.character(column: 2, row: 0), nil, "the right half of 日")
    canvas.put("x", column: 2, row: 0)
    XCTAssertEqual(canvas.lines(colored: false), ["a xb😀"], "cutting 日 in half leaves a space")
    canvas.put("y", column: 4, row: 0)
    XCTAssertEqual(canvas.lines(colored: false), ["a xby"], "overwriting the left half of 😀 clears its right half")
  }

  func testAWideCharacterThatDoesNotFitAtTheEdgeIsLeftOut() {
    var canvas = CellCanvas(columns: 3, rows: 1)
    canvas.write("ab日", column: 0, row: 0, limit: 10)
    XCTAssertEqual(canvas.lines(colored: false), ["ab"])
  }

  func testTabsAndControlCharactersNeverBreakTheGrid() {
    var canvas = CellCanvas(columns: 10, rows: 1)
    canvas.write("a\tb\u{7}c\nd", column: 0, row: 0, limit: 10)
    XCTAssertEqual(canvas.lines(colored: false), ["a b·c d"])
  }

  /// (text, limit, fitted).
  static let fits: [(String, Int, String)] = [
    ("hello", 5, "hello"), ("hello", 4, "hel…"), ("hello", 1, "…"), ("hello", 0, ""),
    ("日本語", 6, "日本語"), ("日本語", 5, "日本…"), ("日本語", 4, "日…"),
  ]

  func testFittedTextEndsWithAnEllipsisWhenCut() {
    for (text, limit, expected) in Self.fits {
      XCTAssertEqual(CellCanvas.fitted(text, to: limit), expected, "\(text) in \(limit)")
    }
  }

  func testDrawingsOffTheCanvasAreClipped() {
    var canvas = CellCanvas(columns: 4, rows: 2)
    canvas.drawBox(columns: -2...1, rows: 0...5, lines: .light, title: "abc", style: .plain, filled: true)
    XCTAssertEqual(canvas.lines(colored: false), ["…┐", " │"], "the title starts off the canvas")
  }

  func testBoxesOfEveryShape() {
    var canvas = CellCanvas(columns: 12, rows: 4)
    canvas.drawBox(columns: 0...5, rows: 0...2, lines: .light, title: "name", style: .plain, filled: true)
    canvas.drawBox(columns: 7...11, rows: 0...0, lines: .light, title: "tiny", style: .plain, filled: true)
    canvas.drawBox(columns: 7...7, rows: 2...3, lines: .light, title: "thin", style: .plain, filled: true)
    canvas.drawBox(columns: 9...11, rows: 2...3, lines: .heavy, title: "wide", style: .plain, filled: true)
    XCTAssertEqual(canvas.lines(colored: false), [
      "┌name┐ [ti…]",
      "│    │",
      "└────┘ █ ┏…┓",
      "       █ ┗━┛",
    ])
  }

  func testColourOnlyWhenAsked() {
    var canvas = CellCanvas(columns: 6, rows: 1)
    canvas.write("ab", column: 0, row: 0, limit: 6, style: CellStyle(color: 31))
    canvas.write("c", column: 3, row: 0, limit: 6)
    XCTAssertEqual(canvas.lines(colored: false), ["ab c"])
    XCTAssertEqual(canvas.lines(colored: true), ["\u{1B}[0;31mab \u{1B}[0mc"])
  }
}
