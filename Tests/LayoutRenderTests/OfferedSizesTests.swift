import LayoutCore
import XCTest
@testable import LayoutRender

/// `--proposals NAME`: the sizes the container holding NAME offered each child, dashed around
/// the boxes they took, in the picture, under the table and in the SVG.
final class OfferedSizesTests: XCTestCase {
  /// The wrapping label is pre-measured with the row and measured again with its share (72);
  /// the short one, laid out first as the smaller, is offered all the row after the spacing.
  private static let source = """
    canvas(width: 120, height: 40)
    let a = UILabel(text: "A long label", lines: 0)
    let b = UILabel(text: "Short")
    var body: Layout {
      HStack(spacing: 8) {
        a
        b
      }
    }
    """

  /// b's offer (112 wide, from x 68) reaches past the canvas: it is drawn whole, and the
  /// canvas's border is drawn over it, never cut by it (issue 20, point 16).
  func testTheOffersAreDrawnAroundTheBoxesAndListed() throws {
    let layout = try TestLayout(Self.source, details: true)
    let options = PictureOptions(scale: CellScale(pointsPerColumn: 4, pointsPerRow: 8), proposals: "b")
    let report = AsciiReport(script: layout.script, result: layout.result, title: "p.ql", options: options)
    XCTAssertEqual(report.text, """
      p.ql — canvas 120×40 exact @2x — body 96×40 — 1 cell = 4×8 pt
      ·╌· the size each child was offered
      ╔══════════════════════════════╗
      ║   ┌a─────────┐╌╌·╌╌╌╌╌╌╌╌╌╌╌╌║╌╌╌╌╌╌╌╌╌╌╌╌╌·
      ║   │A long    │  ┌b───────┐   ║             ╎
      ║   │label     │  │Short   │   ║             ╎
      ║   │          │  └────────┘   ║             ╎
      ║   └──────────┘╌╌·╌╌╌╌╌╌╌╌╌╌╌╌║╌╌╌╌╌╌╌╌╌╌╌╌╌·
      ╚══════════════════════════════╝

      name   x   y   w   h  measured  flexibility (h/v)
      a     12   0  48  40     2 ×2!  partial/partial
      b     68  10  40  20         1  partial/partial

      offered by the HStack  offered    took
      a                      72×40      48×40
      b                      112×40     40×20

      """)
  }

  func testTheSVGDrawsEachOfferDashed() throws {
    let layout = try TestLayout(Self.source, details: true)
    let lines = SVGReport(script: layout.script, result: layout.result, proposals: "a").text.split(separator: "\n")
    XCTAssertEqual(lines.filter { $0.contains("stroke-dasharray=\"3 1.5\"") }, [
      ##"  <rect x="12" y="0" width="72" height="40" fill="none" stroke="#d62728" stroke-width="0.5" stroke-dasharray="3 1.5"><title>a offered 72×40, took 48×40</title></rect>"##,
      ##"  <rect x="68" y="0" width="112" height="40" fill="none" stroke="#d62728" stroke-width="0.5" stroke-dasharray="3 1.5"><title>b offered 112×40, took 40×20</title></rect>"##,
    ])
  }

  /// Across a VStack the offer is centred on the stack; an infinite offer reaches the picture's edge.
  func testAVerticalStackCentresItsOffersAndCutsInfiniteOnes() throws {
    let cases: [(String, Size, Rect)] = [
      ("VStack { top }", Size(width: 100, height: 60), Rect(x: 0, y: 25, width: 100, height: 60)),
      ("VStack { top }.fixedSize()", Size(width: .infinity, height: .infinity), Rect(x: 40, y: 25, width: 60, height: 35)),
    ]
    for (body, offer, drawn) in cases {
      let layout = try TestLayout("""
        canvas(width: 100, height: 60)
        let top = UIView(width: 20, height: 10)
        var body: Layout { \(body) }
        """, details: true)
      let offers = try XCTUnwrap(OfferedSizes(around: "top", script: layout.script, result: layout.result))
      XCTAssertEqual(offers.container, "VStack")
      XCTAssertEqual(offers.children, [.init(name: "top", offer: offer, frame: Rect(x: 40, y: 25, width: 20, height: 10))], body)
      XCTAssertEqual(offers.rectangle(of: offers.children[0], within: Rect(x: 0, y: 0, width: 100, height: 60)), drawn, body)
    }
  }

  func testANameThatCannotBeDrawnSaysWhy() throws {
    let layout = try TestLayout("""
      let lone = UIView(width: 10, height: 10)
      let unused = UIView()
      var body: Layout { lone }
      """, details: true)
    let problems = ["lone", "unused", "loner"].map { OfferedSizes.problem(drawing: $0, script: layout.script, result: layout.result) }
    XCTAssertEqual(problems, ["'lone' is in no container", "'unused' was not placed",
                              "the script has no view named 'loner' (did you mean 'lone'?)"])
  }
}
