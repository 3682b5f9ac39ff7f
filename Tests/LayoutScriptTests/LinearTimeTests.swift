import Foundation
import XCTest
@testable import LayoutScript

/// Issue 9, points 2 and 3: what grew quadratically with the script's size (the analysis of
/// unused declarations, views sharing a name) grows linearly. Each case compares two sizes or two
/// forms of the same script, each the fastest of three runs taken in turns, so a slow machine does not matter.
final class LinearTimeTests: XCTestCase {
  /// The fastest of three evaluations of each of `first` and `second`, taken in turns so that
  /// the load of a shared machine weighs on both alike.
  private func seconds(_ first: String, _ second: String) throws -> (first: Double, second: Double) {
    var best = (first: Double.infinity, second: Double.infinity)
    for _ in 0..<3 {
      best.first = min(best.first, try seconds(first))
      best.second = min(best.second, try seconds(second))
    }
    return best
  }

  private func seconds(_ source: String) throws -> Double {
    let start = ContinuousClock.now
    _ = try ScriptEvaluator.evaluate(source: source, path: "big.ql")
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }

  private func unusedViews(_ count: Int) -> String {
    (0..<count).map { "let v\($0) = UIView()\n" }.joined()
  }

  func testUnusedDeclarationsAreFoundInLinearTime() throws {
    let script = try ScriptEvaluator.evaluate(source: unusedViews(10_000), path: "big.ql")
    XCTAssertEqual(script.warnings.count, 10_000)
    XCTAssertEqual(script.warnings.last?.message, "declaration 'v9999' is never used")
    let (small, large) = try seconds(unusedViews(1_000), unusedViews(5_000))
    // Five times the lines: about five times the time when linear, twenty-five when quadratic.
    XCTAssertLessThan(large / small, 10, "1,000 lines: \(small) s, 5,000 lines: \(large) s")
  }

  /// 1,000 cells of four views; `sameNames` names them alike in every cell (`.named("title")`).
  private func cells(sameNames: Bool) -> String {
    let rows = (0..<1_000).map { i in
      let suffix = sameNames ? "" : "\(i)"
      return """
          HStack {
            UIImageView(width: 40, height: 40).named("image\(suffix)")
            VStack { UILabel(text: "Item \(i)").named("title\(suffix)"); UILabel(text: "Sub").named("subtitle\(suffix)") }
            UIButton(title: "Go").named("button\(suffix)")
          }
        """
    }
    return "var body: Layout {\n  VStack {\n" + rows.joined(separator: "\n") + "\n  }\n}\n"
  }

  func testViewsSharingANameCostNoMoreThanDistinctOnes() throws {
    let same = try ScriptEvaluator.evaluate(source: cells(sameNames: true), path: "big.ql")
    XCTAssertEqual(same.views.map(\.name).suffix(4), ["image#1000", "title#1000", "subtitle#1000", "button#1000"])
    let (distinct, alike) = try seconds(cells(sameNames: false), cells(sameNames: true))
    XCTAssertLessThan(alike / distinct, 1.5, "distinct names: \(distinct) s, the same names: \(alike) s")
  }
}
