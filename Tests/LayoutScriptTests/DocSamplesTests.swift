import Foundation
import LayoutCore
import LayoutPipeline
import LayoutRender
import XCTest
@testable import LayoutScript

/// Every layout code sample of QuickLayout's documentation (the README and the handbook's
/// pages), written out in `Fixtures/DocSamples` with the views it needs, evaluates and lays out.
/// Each row: the body's size on the sample's canvas, how many views got a frame, and how many
/// notes (skipped UIKit code) and warnings evaluation gave.
final class DocSamplesTests: XCTestCase {
  private let samples: [(file: String, size: String, placed: Int, notes: Int, warnings: Int)] = [
    ("alignment-guides.ql", "134×105", 7, 0, 0),
    ("body-container-view.ql", "375×100", 2, 2, 0),
    ("code-samples-cell.ql", "375×76", 3, 2, 0),
    ("code-samples-login.ql", "375×667", 6, 1, 0),  // its observed `keyboardShown` is set from outside: no "never used"
    ("constrained-size-content.ql", "264×40", 1, 0, 0),
    ("constrained-size-image.ql", "120×80", 2, 0, 0),
    ("custom-alignments.ql", "375×250", 18, 0, 0),
    ("emoji-alignment.ql", "234.5×138", 10, 1, 0),
    ("flexible-frame.ql", "152×20", 2, 0, 0),
    ("grid-alignment-top.ql", "180×110", 6, 0, 0),
    ("grid-basic.ql", "180×110", 6, 0, 0),
    ("grid-both-spacings.ql", "196×118", 6, 0, 0),
    ("grid-cell-anchor-unit-point.ql", "140×90", 4, 0, 0),
    ("grid-cell-anchor.ql", "140×90", 4, 0, 0),
    ("grid-column-alignment.ql", "140×90", 4, 0, 0),
    ("grid-horizontal-spacing.ql", "196×110", 6, 0, 0),
    ("grid-row-alignment.ql", "180×110", 6, 0, 0),
    ("grid-vertical-spacing.ql", "180×118", 6, 0, 0),
    ("hflow-basic.ql", "136×34", 3, 0, 0),
    ("hflow-both-spacings.ql", "152×34", 3, 0, 0),
    ("hflow-item-alignment.ql", "136×34", 3, 0, 0),
    ("hflow-item-spacing.ql", "152×34", 3, 0, 0),
    ("hflow-line-alignment.ql", "136×34", 3, 0, 0),
    ("hflow-line-spacing.ql", "136×34", 3, 0, 0),
    ("hstack-alignment-top.ql", "180×50", 3, 0, 0),
    ("hstack-icon-label.ql", "375×24", 2, 0, 0),
    ("hstack-vstack-fixed-spacers.ql", "80×136", 3, 0, 0),
    ("hstack-vstack-flexible-spacer.ql", "80×300", 2, 0, 0),
    ("lazy-views.ql", "160×34", 2, 3, 0),
    ("macro-integration.ql", "128×24", 2, 0, 0),
    ("manual-integration.ql", "128×24", 2, 3, 0),
    ("quickstart-avatar.ql", "128×44", 3, 0, 0),
    ("quickstart-fixed-spacers.ql", "196×50", 3, 0, 0),
    ("quickstart-frame.ql", "100×100", 1, 0, 0),
    ("quickstart-padding.ql", "228×50", 3, 0, 0),
    ("quickstart-resizable-frame.ql", "100×100", 1, 0, 0),
    ("quickstart-spacer-between.ql", "375×40", 2, 0, 0),
    ("quickstart-spacer-leading.ql", "375×40", 1, 0, 0),
    ("quickstart-spacer-trailing.ql", "375×40", 1, 0, 0),
    ("quickstart-spacing.ql", "196×50", 3, 0, 0),
    ("quickstart-vstack.ql", "96×44", 2, 0, 0),
    ("readme-cell-view.ql", "375×60", 2, 0, 0),
    ("vflow-basic.ql", "72×78", 3, 0, 0),
    ("vflow-item-alignment.ql", "72×78", 3, 0, 0),
    ("vflow-line-alignment.ql", "136×34", 3, 0, 0),
    ("vflow-spacings.ql", "152×34", 3, 0, 0),
    ("view-controller.ql", "48×48", 2, 2, 0),
    ("view-in-view-controller.ql", "375×200", 1, 2, 0),
    ("vstack-alignment-leading.ql", "80×120", 3, 0, 0),
    ("vstack-basic.ql", "80×120", 3, 0, 0),
    ("vstack-spacers.ql", "96×300", 2, 0, 0),
    ("vstack-spacing.ql", "96×50", 2, 0, 0),
    ("zstack-background.ql", "375×300", 2, 0, 0),
    ("zstack-top-leading.ql", "80×50", 3, 0, 0),
  ]

  private var folder: URL { Bundle.module.resourceURL!.appendingPathComponent("Fixtures/DocSamples") }

  func testTheTableCoversEverySampleFile() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".ql") && $0 != "views.ql" }.sorted()
    XCTAssertEqual(files, samples.map(\.file))
  }

  func testEverySampleEvaluatesAndLaysOut() throws {
    for sample in samples {
      let url = folder.appendingPathComponent(sample.file)
      let source = try String(contentsOf: url, encoding: .utf8)
      let script: EvaluatedScript
      do {
        script = try ScriptEvaluator.evaluate(source: source, path: url.path)
      } catch {
        XCTFail("\(sample.file):\n\(error.rendered())")
        continue
      }
      guard let result = Pipeline.layout(script).result else {
        XCTFail("\(sample.file) has no body")
        continue
      }
      XCTAssertEqual("\(formatPoints(result.size.width))×\(formatPoints(result.size.height))", sample.size, sample.file)
      XCTAssertEqual(result.frames.compactMap { $0 }.count, sample.placed, sample.file)
      XCTAssertEqual(script.warnings.filter { $0.severity == .note }.count, sample.notes, sample.file)
      XCTAssertEqual(script.warnings.filter { $0.severity == .warning }.count, sample.warnings, sample.file)
    }
  }

  /// The lazy view in the untaken branch never ran its closure: no view was created for it.
  func testTheLazyViewOfAnUntakenBranchIsNeverBuilt() throws {
    let url = folder.appendingPathComponent("lazy-views.ql")
    let script = try ScriptEvaluator.evaluate(source: try String(contentsOf: url, encoding: .utf8), path: url.path)
    XCTAssertEqual(script.views.map(\.name), ["commentLabel", "replyButton"])
    XCTAssertEqual(script.views[1].kind, .button(title: "Reply", font: 16))
  }
}
