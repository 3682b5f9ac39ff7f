import XCTest
@testable import LayoutScript

/// Large scripts of the shapes that once grew quadratically (issue 9): their results. How their
/// cost grows is a benchmark figure (`qlbench`: `unused_declarations_growth`, `equal_names_ratio`),
/// never a timed unit test.
final class LargeScriptTests: XCTestCase {
  func testTenThousandUnusedDeclarationsAreEachReportedOnce() throws {
    let source = (0..<10_000).map { "let v\($0) = UIView()\n" }.joined()
    let script = try ScriptEvaluator.evaluate(source: source, path: "big.ql")
    XCTAssertEqual(script.warnings.count, 10_000)
    XCTAssertEqual(script.warnings.last?.message, "declaration 'v9999' is never used")
  }

  func testAThousandCellsNamedAlikeGetNumberedNames() throws {
    let rows = (0..<1_000).map { i in
      """
          HStack {
            UIImageView(width: 40, height: 40).named("image")
            VStack { UILabel(text: "Item \(i)").named("title"); UILabel(text: "Sub").named("subtitle") }
            UIButton(title: "Go").named("button")
          }
      """
    }
    let script = try ScriptEvaluator.evaluate(source: "var body: Layout {\n  VStack {\n" + rows.joined(separator: "\n") + "\n  }\n}\n",
                                              path: "big.ql")
    XCTAssertEqual(script.views.map(\.name).prefix(4), ["image", "title", "subtitle", "button"])
    XCTAssertEqual(script.views.map(\.name).suffix(4), ["image#1000", "title#1000", "subtitle#1000", "button#1000"])
  }
}
