import Foundation
import LayoutCore
import LayoutPipeline
import LayoutScript
import XCTest
@testable import LayoutRender

/// The monochrome ASCII render (100 columns) and the tree render of every script in
/// `workspace/` and its folders (the lessons, the pasted docs snippets), checked against the
/// files in `Goldens/`; a script of several layouts has each one's picture in turn. After a deliberate change of the
/// pictures, regenerate them and review the diff:
///
///     QLREPL_REGENERATE_GOLDENS=1 swift test --filter GoldenTests
final class GoldenTests: XCTestCase {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
  static let regenerating = ProcessInfo.processInfo.environment["QLREPL_REGENERATE_GOLDENS"] == "1"

  func testWorkspaceRendersMatchTheirGoldens() throws {
    let workspace = Self.packageRoot.appendingPathComponent("workspace")
    let scripts = try FileManager.default.subpathsOfDirectory(atPath: workspace.path).filter { $0.hasSuffix(".ql") }.sorted()
    XCTAssertTrue(scripts.contains { $0.hasPrefix("lessons/") }, "the lessons too")
    for name in scripts {
      let path = "workspace/\(name)"
      let source = try String(contentsOf: workspace.appendingPathComponent(name), encoding: .utf8)
      let layout = try TestLayout(source, path: path, details: true)
      var ascii = AsciiReport(script: layout.script, result: layout.result, title: path + LayoutTitle.suffix(of: layout.script, 0),
                              options: PictureOptions(columns: 100), constraints: layout.constraints).text
      for (index, later) in Pipeline.layoutEach(layout.script).enumerated().dropFirst() {
        guard let result = later.result else { continue }
        ascii += "\n" + AsciiReport(script: later.script, result: result, title: path + LayoutTitle.suffix(of: layout.script, index),
                                    options: PictureOptions(columns: 100)).text
      }
      let tree = TreeReport(script: layout.script, result: layout.result).text
      let stem = String(name.dropLast(3)).replacing("/", with: "-")
      try check(ascii, against: "\(stem).ascii")
      try check(tree, against: "\(stem).tree")
    }
  }

  /// `render --variants dynamic-type` of the workspace's Dynamic Type row at 100 columns, and
  /// stacked at 40 (issue 22, point 9): the five sizes side by side, the changed views heavy.
  func testVariantsMatchTheirGoldens() throws {
    let path = "workspace/dynamic-type-row.ql"
    let source = try String(contentsOf: Self.packageRoot.appendingPathComponent(path), encoding: .utf8)
    let shown = try Pipeline.variants(.dynamicType, source: source, path: path).map { variant, laidOut in
      VariantsReport.Shown(title: variant.title, script: laidOut.script, result: try XCTUnwrap(laidOut.result))
    }
    for columns in [100, 40] {
      let report = VariantsReport(variants: shown, reference: 1, title: path, kind: "Dynamic Type sizes", options: PictureOptions(columns: columns))
      try check(report.text, against: "variants-dynamic-type-\(columns).ascii")
    }
  }

  private func check(_ text: String, against golden: String) throws {
    let file = Self.goldens.appendingPathComponent(golden)
    if Self.regenerating {
      try text.write(to: file, atomically: true, encoding: .utf8)
      return
    }
    guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
      XCTFail("no golden \(golden); run QLREPL_REGENERATE_GOLDENS=1 swift test --filter GoldenTests")
      return
    }
    XCTAssertEqual(text, expected, "\(golden) differs; if the change is meant, regenerate the goldens and review them")
  }
}
