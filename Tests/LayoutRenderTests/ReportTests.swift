import LayoutCore
import LayoutRender
import XCTest
@testable import LayoutRender

/// The tree, the table with a diff, the ascii report's header and colours, and SVG text.
final class ReportTests: XCTestCase {
  static let stack = """
    canvas(width: 160, height: 40, mode: .fit)
    let a = UILabel(text: "Short")
    let b = UIImageView(width: 24, height: 24)
    var body: Layout {
      HStack(spacing: 16) {
        a
        VStack { b }
      }
    }
    """

  func testTreeShowsEveryElementWithProposalSizeFlexibilityAndPriority() throws {
    let layout = try TestLayout(Self.stack, details: true)
    XCTAssertEqual(TreeReport(script: layout.script, result: layout.result).text, """
      canvas 160×40 fit, @2x — body 80×24
      frames [x, y, w, h] in canvas points; proposed: the proposal of the layout kept; flexibility horizontal/vertical;
      under each element, every proposal it received in the run, in order, with why
      HStack(alignment: .center, spacing: 16)  [0, 0, 80, 24]  proposed 80×24 → 80×24, partial/partial, priority 0
      │  1. pass 1: 160×40 → 80×24 — root
      │  2. pass 2: 80×24 → 80×24 — root
      ├─ a: UILabel(text: "Short", lines: 1, font: 16)  [0, 2, 40, 20]  proposed 40×24 → 40×20, partial/partial, priority 0
      │     1. pass 1: 120×40 → 40×20 — alone in its priority group
      │     2. pass 2: 40×24 → 40×20 — alone in its priority group
      └─ VStack(alignment: .center, spacing: 0)  [56, 0, 24, 24]  proposed 80×24 → 24×24, fixed/fixed, priority 0
         │  1. pass 1: 160×40 → 24×24 — fixed-size child
         │  2. pass 2: 80×24 → 24×24 — fixed-size child
         └─ b: UIImageView fixed 24×24  [56, 0, 24, 24]  proposed 80×24 → 24×24, fixed/fixed, priority 0
               1. pass 1: 160×40 → 24×24 — single child
               2. pass 2: 80×24 → 24×24 — single child

      """)
  }

  func testTreeShowsModifiersThatMakeNoNodeOfTheirOwn() throws {
    let layout = try TestLayout("""
      canvas(width: 100, height: 20)
      let tag = UILabel(text: "Tag")
      var body: Layout { HStack { tag.layoutPriority(1); Spacer() } }
      """, details: true)
    XCTAssertEqual(TreeReport(script: layout.script, result: layout.result).text.split(separator: "\n").dropFirst(3), [
      "HStack(alignment: .center, spacing: 0)  [0, 0, 100, 20]  proposed 100×20 → 100×20, flexible/partial, priority 0",
      "│  1. pass 1: 100×20 → 100×20 — root",
      "├─ layoutPriority(1)  [0, 0, 24, 20]  proposed 100×20 → 24×20, partial/partial, priority 1",
      "│  │  1. pass 1: 100×20 → 24×20 — alone in its priority group",
      "│  └─ tag: UILabel(text: \"Tag\", lines: 1, font: 16)  [0, 0, 24, 20]  proposed 100×20 → 24×20, partial/partial, priority 0",
      "│        1. pass 1: 100×20 → 24×20 — alone in its priority group",
      "└─ Spacer()  [24, 10, 76, 0]  proposed 76×20 → 76×0, flexible/fixed, priority -inf",
      "      1. pass 1: 76×20 → 76×0 — alone in its priority group",
    ])
  }

  /// A stack measured twice inside another stack lists both proposals of each pass.
  func testTreeListsEveryProposalOfAContainer() throws {
    let layout = try TestLayout("""
      canvas(width: 200, height: 100)
      let long = UILabel(text: "A label long enough to wrap", lines: 0)
      var body: Layout { HStack { VStack { long }; UILabel(text: "Side", lines: 0) } }
      """, details: true)
    let lines = TreeReport(script: layout.script, result: layout.result).text.split(separator: "\n")
    let stack = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("├─ VStack") })
    XCTAssertEqual(Array(lines[(stack + 1)...(stack + 2)]), [
      "│  │  1. pass 1: 200×100 → 176×40 — pre-measure",
      "│  │  2. pass 1: 168×100 → 152×40 — re-measure (double measurement)",
    ])
  }


  /// A fuzz input (issue 22, point 4): one placeholder view named at 64 places drew every proposal
  /// of all 64 places at each, 61 MB of tree in 3 s; its proposals are listed at its first place.
  func testAViewPlacedAtSeveralPlacesListsItsProposalsOnce() throws {
    let layout = try TestLayout("""
      canvas(width: 200, height: 100)
      let dot = UIView(width: 4, height: 4)
      var body: Layout { HStack { dot; dot; dot } }
      """, details: true)
    let lines = TreeReport(script: layout.script, result: layout.result).text.split(separator: "\n").dropFirst(4)
    XCTAssertEqual(lines.filter { $0.contains("dot: UIView") }.count, 3)
    XCTAssertEqual(lines.filter { $0.contains("the same view as above: its 3 proposals are listed at its first place") }.count, 2)
    XCTAssertEqual(lines.filter { $0.contains(". pass 1: ") && !$0.contains("root") }.count, 3, "the three proposals, once")
  }
  func testDiffTableShowsDeltasAndWhatChanged() throws {
    let before = try TestLayout("""
      canvas(width: 200, height: 40, mode: .fit)
      let a = UIView(width: 40, height: 20)
      let b = UIView(width: 40, height: 20)
      let gone = UIView(width: 10, height: 10)
      var body: Layout { HStack(spacing: 8) { a; b; gone } }
      """)
    let after = try TestLayout("""
      canvas(width: 200, height: 40, mode: .fit)
      let a = UIView(width: 40, height: 20)
      let b = UIView(width: 60, height: 20)
      let added = UIView(width: 10, height: 10)
      var body: Layout { HStack(spacing: 8) { added; a; b } }
      """)
    let diff = LayoutDiff(previous: before.script, previousResult: before.result, script: after.script, result: after.result)
    XCTAssertEqual(FrameTable(script: after.script, result: after.result, diff: diff).lines, [
      "name          x  y         w   h  measured  flexibility (h/v)  change",
      "a      18 (+18)  0        40  20         2  partial/partial    moved",
      "b      66 (+18)  0  60 (+20)  20         2  partial/partial    moved, resized",
      "added         0  5        10  10         2  partial/partial    new",
      "removed: gone, was at 96,5 10×10",
    ])
  }

  func testHeaderNamesFileCanvasBodyAndScale() throws {
    let layout = try TestLayout(Self.stack)
    let text = AsciiReport(script: layout.script, result: layout.result, title: "card.ql", options: PictureOptions(columns: 100)).text
    XCTAssertEqual(text.split(separator: "\n").first,
                   "card.ql — canvas 160×40 fit @2x — body 80×24 — 1 cell = 1×2 pt")
  }

  func testColourOnlyWhenAskedAndTheSameColourInPictureAndTable() throws {
    let layout = try TestLayout(Self.stack)
    let plain = AsciiReport(script: layout.script, result: layout.result, title: "t", options: PictureOptions()).text
    XCTAssertFalse(plain.contains("\u{1B}"))
    let colored = AsciiReport(script: layout.script, result: layout.result, title: "t", options: PictureOptions(colored: true)).text
    let aColor = CellStyle(color: Palette.colors[0]).escape
    XCTAssertTrue(colored.contains(aColor + "┌a"), "the box of a")
    XCTAssertTrue(colored.contains(aColor + "a" + CellStyle.reset), "the table row of a")
    XCTAssertEqual(colored.replacing(/\u{1B}\[[0-9;]*m/, with: ""), plain, "colour adds nothing else")
  }

  /// Found by qlfuzz: scaling a huge number to six decimals overflowed to a bare `-inf`.
  func testHugeNumbersStayValidJSONAndReadable() {
    XCTAssertEqual(JSONWriter<String>.format(-1e308), "-1e+308")
    XCTAssertEqual(JSONWriter<String>.format(1e16), "1e+16")
    XCTAssertEqual(JSONWriter<String>.format(123456.25), "123456.25")
    XCTAssertEqual(JSONWriter<String>.format(1.7976931348623157e308), "1.7976931348623157e+308", "not 1.798e+308, which reads as inf")
    XCTAssertEqual(JSONWriter<String>.format(-1.7976931348623157e308), "-1.7976931348623157e+308")
    XCTAssertEqual(formatPoints(-1e308), "-1e+308")
    XCTAssertEqual(formatPoints(2.5), "2.5")
  }

  func testSVGEscapesTextAndDrawsEveryView() throws {
    XCTAssertEqual(SVGReport.escaped("a<b & \"c\"\u{1}"), "a&lt;b &amp; &quot;c&quot;?")
    let layout = try TestLayout(Self.stack)
    let svg = SVGReport(script: layout.script, result: layout.result).text
    XCTAssertTrue(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
    XCTAssertEqual(svg.components(separatedBy: "<g>").count - 1, 2)
    XCTAssertTrue(svg.contains(">Short</text>"))
    XCTAssertTrue(svg.contains(#"<rect x="56" y="0" width="24" height="24""#))
  }

  /// Name tags sit in the blank band above a label's first line (issue 20, point 16): for two
  /// labels stacked tight, each tag's baseline is above the capitals of its own first line,
  /// and inside its own box, so it covers neither its text nor its neighbour's.
  func testSVGNameTagsNeverCoverLabelText() throws {
    let layout = try TestLayout("""
      canvas(width: 200, height: .infinity, mode: .fit)
      var body: Layout {
        VStack(alignment: .leading) {
          UILabel(text: "Item 1").named("title")
          UILabel(text: "Subtitle text").named("subtitle")
        }
      }
      """)
    let svg = SVGReport(script: layout.script, result: layout.result).text
    func number(_ attribute: String, in line: Substring) -> Double {
      let value = line.firstMatch(of: try! Regex("\(attribute)=\"([-0-9.]+)\""))!.output[1].substring!
      return Double(value)!
    }
    let lines = svg.split(separator: "\n")
    for (name, frame) in [("title", layout.result.frames[0]!), ("subtitle", layout.result.frames[1]!)] {
      let tag = try XCTUnwrap(lines.first { $0.hasSuffix(">\(name)</text>") })
      let text = try XCTUnwrap(lines.first { $0.contains("textLength") && $0.contains(name == "title" ? ">Item 1<" : ">Subtitle text<") })
      let capitals = number("y", in: text) - 0.58 * number("font-size", in: text) / 0.83
      XCTAssertGreaterThan(number("y", in: tag) - number("font-size", in: tag) * 0.75, frame.origin.y, "\(name): tag inside its box")
      XCTAssertLessThanOrEqual(number("y", in: tag), capitals + 0.01, "\(name): tag above its capitals")
    }
  }
}

