import LayoutCore
import LayoutPipeline
import LayoutRender
import XCTest

/// The frame table flags a double measurement (`×2!`) by a fact of the result, never by the
/// semantics: QuickLayout's run says how many times it measures a view (one a pass, SPEC 2),
/// SwiftUI's says nothing (it measures several times by design), and Auto Layout measures none.
final class FrameTableTests: XCTestCase {
  /// workspace/double-measurement.ql: the long label is measured again with its share.
  private let source = """
    canvas(width: 320, height: 200)
    let long = UILabel(text: "Vestibulum sit amet magna erat. Nullam sed mi snatch sit amet", lines: 0)
    let short = UILabel(text: "Short text here", lines: 0)
    var body: Layout {
      HStack(spacing: 8) { long; short }
    }
    """

  func testDoubleMeasurementIsFlaggedWhereTheEngineSaysHowOftenItMeasures() throws {
    let cases: [(Semantics, Canvas.Mode, Int?, flagged: Bool)] = [
      (.quickLayout, .exact, 1, true),
      (.quickLayout, .fit, 2, true),
      (.swiftUI, .exact, nil, false),
    ]
    for (semantics, mode, perView, flagged) in cases {
      let label = "\(semantics) \(mode)"
      let laidOut = try Pipeline.run(source: source, path: "double.ql",
                                     options: LayoutOptions(canvas: CanvasOverride(mode: mode, semantics: semantics)))
      let result = try XCTUnwrap(laidOut.result, label)
      XCTAssertEqual(result.measurementsPerView, perView, label)
      let table = AsciiReport(script: laidOut.script, result: result, title: "double.ql", options: PictureOptions(columns: 60)).text
      let row = try XCTUnwrap(table.split(separator: "\n").first { $0.hasPrefix("long ") }, label)
      XCTAssertEqual(row.contains("×2!"), flagged, "\(label): \(row)")
    }
  }
}
