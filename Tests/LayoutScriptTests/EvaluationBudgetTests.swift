import XCTest
@testable import LayoutScript

/// Issue 9, point 1: the whole evaluation has a budget of steps, and a recursion that branches
/// ends with a diagnostic at the call that started it, whatever it computes.
final class EvaluationBudgetTests: XCTestCase {
  private let branching = "func f(_ n: Int) -> Int { n <= 0 ? 0 : f(n - 1) + f(n - 1) }\n"

  func testABranchingRecursionEndsAtItsCallSite() {
    XCTAssertEqual(failure(branching + "let x = f(24)", limits: ScriptLimits(evaluationSteps: 20_000)), """
      test.ql:2:9: error: evaluation step limit of 20000 exceeded in this call of 'f'
         2 | let x = f(24)
           |         ^
      hint: 'f' did not finish within 20000 steps: a recursion that calls itself more than once per call grows exponentially; make it end sooner
      """)
  }

  func testTheBudgetPointsIntoTheBodyAndComponentsToo() {
    let component = "func Tree(_ n: Int) -> Layout { n <= 0 ? UIView() : HStack { Tree(n - 1); Tree(n - 1) } }\n"
    let source = component + "var body: Layout {\n  VStack {\n    Tree(40)\n  }\n}"
    let message = failure(source, limits: ScriptLimits(evaluationSteps: 5_000)).components(separatedBy: "\n")[0]
    XCTAssertEqual(message, "test.ql:4:5: error: evaluation step limit of 5000 exceeded in this call of 'Tree'")
  }

  func testAStepLimitOutsideACallPointsWhereItStopped() {
    let source = "var n = 0\nfor i in 0..<1000 {\n  n = n + 1\n}"
    XCTAssertEqual(failure(source, limits: ScriptLimits(evaluationSteps: 100)).components(separatedBy: "\n")[0],
                   "test.ql:3:7: error: evaluation step limit of 100 exceeded")
  }

  func testTheStandardBudgetLetsLargeScriptsRun() throws {
    // 10,000 labels in 100 rows, built by loops and a component: far below 2 million steps.
    let source = """
      func Row(_ r: Int) -> Layout { HStack { for c in 0..<100 { UILabel(text: "\\(r * 100 + c)") } } }
      var body: Layout { VStack { for r in 0..<100 { Row(r) } } }
      """
    XCTAssertNoThrow(try ScriptEvaluator.evaluate(source: source, path: "test.ql"))
  }

  func testTheStandardBudgetIsTwoMillionSteps() {
    XCTAssertEqual(ScriptLimits.standard.evaluationSteps, 2_000_000)
  }
}
