import LayoutCore
import XCTest
@testable import LayoutRender

/// A small view on a tall exact canvas (issue 20, point 10): the rows above and below every
/// view are left out, each cut edge marked with the points it hides and the header naming the
/// rows drawn; `--whole-canvas` draws them all, and a picture of 40 rows or fewer is whole.
final class PictureCropTests: XCTestCase {
  private static let card = """
    var body: Layout {
      HStack(spacing: 8) {
        UILabel(text: "Hello").named("title")
        UIButton(title: "Go").named("go")
      }
      .padding(16)
    }
    """

  func testASmallViewOnTheDefaultCanvasIsDrawnWithoutTheBlankRows() throws {
    let layout = try TestLayout(Self.card)
    let text = AsciiReport(script: layout.script, result: layout.result, title: "card.ql", options: PictureOptions(columns: 100)).text
    let picture = text.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }.joined(separator: "\n")
    XCTAssertEqual(picture, """
      card.ql — canvas 375×667 exact @2x — body 120×66 — 1 cell = 4×8 pt — drawn: y 312…360 (--whole-canvas for all)
      ╟╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌ ↑ 312 pt not drawn ╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╢
      ║                                                                                              ║
      ║                                    ┌title───┐  ┌go──────┐                                    ║
      ║                                    │Hello   │  │Go      │                                    ║
      ║                                    └────────┘  │        │                                    ║
      ║                                                └────────┘                                    ║
      ║                                                                                              ║
      ╟╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌ ↓ 307 pt not drawn ╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╢
      """)
  }

  func testTheWholeCanvasIsDrawnWhenAskedFor() throws {
    let layout = try TestLayout(Self.card)
    let text = AsciiReport(script: layout.script, result: layout.result, title: "card.ql",
                           options: PictureOptions(columns: 100, wholeCanvas: true)).text
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
    XCTAssertEqual(lines.first, "card.ql — canvas 375×667 exact @2x — body 120×66 — 1 cell = 4×8 pt")
    XCTAssertEqual(lines.count, 1 + 85, "the header and 85 rows")
    XCTAssertFalse(text.contains("not drawn"))
  }

  /// Rows of the outline and of the views → the rows kept and the edges cut.
  func testTheRuleOfTheCrop() {
    let cases: [(outline: ClosedRange<Int>, content: ClosedRange<Int>, expected: (ClosedRange<Int>, Bool, Bool)?)] = [
      (0...84, 40...45, (38...47, true, true)),   // a card in the middle of the default canvas
      (0...84, 1...45, (0...47, false, true)),    // a view at the top: only the bottom is cut
      (0...84, 3...45, (0...47, false, true)),    // a top cut that would save 1 row is not made
      (0...84, 10...80, (8...84, true, false)),   // nor a bottom one of 2 rows
      (0...84, 6...80, nil),                      // one cut of 4 rows is not worth a crop
      (0...84, 3...79, nil),                      // nothing worth cutting
      (0...39, 18...20, nil),                     // a picture of 40 rows is drawn whole
      (0...2, 10...90, (8...90, true, false)),    // views past a tiny canvas: the picture covers both
      (0...2, 80...90, (78...90, true, false)),   // views wholly below the canvas
    ]
    for (outline, content, expected) in cases {
      let crop = PictureCrop(outline: outline, content: content)
      XCTAssertEqual(crop.map { [$0.rows.lowerBound, $0.rows.upperBound, $0.cutsTop ? 1 : 0, $0.cutsBottom ? 1 : 0] },
                     expected.map { [$0.0.lowerBound, $0.0.upperBound, $0.1 ? 1 : 0, $0.2 ? 1 : 0] }, "\(outline) \(content)")
    }
  }

  /// Found by qlfuzz: a 0×0 fit canvas whose views reach far below it once crashed the crop
  /// (its rows were taken from the canvas alone).
  func testViewsBeyondATinyCanvasAreCroppedWithoutACrash() throws {
    let layout = try TestLayout("""
      canvas(width: 0, height: 0, mode: .fit, scale: 1, direction: .leftToRight, alignment: .top)
      struct CustomAlignmentID: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] - 2 }
      }
      extension VerticalAlignment {
        static let custom = VerticalAlignment(CustomAlignmentID.self)
      }
      let label1 = UILabel(text: "incididunt do dolor", lines: 0)
      let layer2 = UIView()
      var body: Layout {
        ZStack(alignment: .bottom) {
          ZStack(alignment: .center) {
              VStack(alignment: .trailing, spacing: 0) {
            HStack(alignment: .custom, spacing: 4) {
                label1
                  .background(alignment: .topTrailing) {
                    layer2
                      .frame(width: 24, height: 24)
                  }
            .constrainedSize(maxWidth: 300, maxHeight: 90)
            }
              .alignmentGuide(.top) { d in -6 }
              .constrainedSize(maxWidth: 300, maxHeight: 30)
          }
              }
        }
      }
      """)
    let text = AsciiReport(script: layout.script, result: layout.result, title: "f.ql", options: PictureOptions(columns: 100)).text
    XCTAssertTrue(text.contains("— drawn: y "), text)
  }

  func testRulersLabelTheRowsKept() throws {
    let layout = try TestLayout(Self.card)
    let text = AsciiReport(script: layout.script, result: layout.result, title: "card.ql",
                           options: PictureOptions(scale: CellScale(pointsPerColumn: 4, pointsPerRow: 8), rulers: true)).text
    let lines = text.split(separator: "\n").map(String.init)
    XCTAssertTrue(lines[3].hasPrefix("      │╟╌"), lines[3])
    XCTAssertTrue(lines.contains { $0.hasPrefix("  320 ┤║") }, text)
  }
}
