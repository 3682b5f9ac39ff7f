import Foundation
import LayoutCore
import LayoutPipeline
import LayoutScript
import XCTest
@testable import LayoutRender

/// Issue 21, point 2: a paste of several layouts (the docs' before/after pairs) reports each;
/// JSON lists every layout's frames, a view already listed by an earlier layout as `NAME@N`.
final class SeveralLayoutsReportTests: XCTestCase {
  /// A pair of layouts titled by their comments (also `ReportFormatTests`').
  static let source = """
    canvas(width: 200, height: 100)
    // Before
    HStack { messageLabel }
    // After
    HStack { messageLabel.padding(10); UIView(width: 10, height: 10).named("dot") }
    """

  func testJSONListsEveryLayoutsFramesWithUniqueNames() throws {
    let script = try ScriptEvaluator.evaluate(source: Self.source, path: "pair.ql")
    let each = Pipeline.layoutEach(script)
    XCTAssertEqual(each.count, 2)
    var report = JSONReport(script: script, result: try XCTUnwrap(each[0].result))
    report.laterLayouts = each.dropFirst().compactMap(\.result)
    let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(report.text.utf8)) as? [String: Any])
    let frames = try XCTUnwrap(json["frames"] as? [String: [Double]])
    XCTAssertEqual(Set(frames.keys), ["messageLabel", "messageLabel@2", "dot"])
    XCTAssertEqual(frames["messageLabel"], [52, 40, 96, 20])  // alone, centred in 200 × 100
    XCTAssertEqual(frames["messageLabel@2"], [47, 40, 96, 20])  // beside a 10-point dot, padded by 10
    let layouts = try XCTUnwrap(json["layouts"] as? [[String: Any]])
    XCTAssertEqual(layouts.map { $0["title"] as? String }, ["Before", "After"])
  }

  func testEachPictureIsTitledByItsComment() throws {
    let script = try ScriptEvaluator.evaluate(source: Self.source, path: "pair.ql")
    XCTAssertEqual((0..<2).map { LayoutTitle.suffix(of: script, $0) }, [" — 1 of 2: Before", " — 2 of 2: After"])
  }
}
