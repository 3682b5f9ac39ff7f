import XCTest
@testable import LayoutScript

/// Evaluation goes on after an error where it can: every failed top-level statement and layout
/// child is reported, in source order, up to 20; uses of a failed declaration are not reported
/// again; limits stop at once. Warnings: declarations never used, a `let` view placed twice.
final class RecoveryTests: XCTestCase {
  func testEveryErrorOfARunIsReportedInSourceOrder() {
    XCTAssertEqual(failure("""
      let a = 1
      let b = UILable(text: "x")
      let c = b.text
      var body: Layout {
        VStack {
          "a string"
          UIView().paddin(4)
          Spacer()
          HStack(spcing: 2) { }
        }
      }
      let d = a + c
      let e = a + "x"
      """), """
      test.ql:2:9: error: cannot find 'UILable' in scope
         2 | let b = UILable(text: "x")
           |         ^~~~~~~
      hint: did you mean 'UILabel'?

      test.ql:6:5: error: a child must be a layout, not a string
         6 |     "a string"
           |     ^~~~~~~~~~
      hint: show text with a label: UILabel(text: …)

      test.ql:7:14: error: unknown modifier '.paddin'
         7 |     UIView().paddin(4)
           |              ^~~~~~
      hint: did you mean 'padding'?

      test.ql:9:12: error: 'HStack' has no argument 'spcing:'
         9 |     HStack(spcing: 2) { }
           |            ^~~~~~~~~
      hint: did you mean 'spacing'?

      test.ql:13:9: error: cannot apply '+' to a number and a string
         13 | let e = a + "x"
            |         ^~~~~~~
      hint: use interpolation: "\\(value)"
      """)
  }

  func testAtMostTwentyErrors() throws {
    let source = (1...30).map { "let v\($0) = missing\($0)" }.joined(separator: "\n")
    XCTAssertThrowsError(try ScriptEvaluator.evaluate(source: source, path: "t.ql")) { error in
      let diagnostics = (error as! ScriptFailure).diagnostics
      XCTAssertEqual(diagnostics.count, 20)
      XCTAssertEqual(diagnostics.map(\.location.line), Array(1...20))
    }
  }

  func testALimitStopsEvaluationAtOnce() {
    XCTAssertEqual(failure("for i in 0..<10 { }\nfor j in 0..<10 { }\nlet z = nothing", limits: ScriptLimits(loopIterations: 5)), """
      test.ql:1:11: error: loop iteration limit of 5 exceeded
         1 | for i in 0..<10 { }
           |           ^~~
      hint: loops and ForEach may run 5 times in all
      """)
  }

  func testWarnings() throws {
    let source = """
      let title = UILabel(text: "t")
      let unusedView = UIView()
      var gap = 8
      let _kept = 1
      func Unused() -> Layout { EmptyLayout() }
      var body: Layout { HStack { title; title } }
      """
    let script = try ScriptEvaluator.evaluate(source: source, path: "w.ql")
    XCTAssertEqual(script.warnings.map { $0.rendered(source: source) }, [
      """
      w.ql:2:5: warning: declaration 'unusedView' is never used
         2 | let unusedView = UIView()
           |     ^~~~~~~~~~
      hint: remove it, or start its name with '_' to keep it
      """,
      """
      w.ql:3:5: warning: declaration 'gap' is never used
         3 | var gap = 8
           |     ^~~
      hint: remove it, or start its name with '_' to keep it
      """,
      """
      w.ql:5:6: warning: component 'Unused' is never used
         5 | func Unused() -> Layout { EmptyLayout() }
           |      ^~~~~~
      hint: remove it, or start its name with '_' to keep it
      """,
      """
      w.ql:6:36: warning: 'title' is placed more than once; the last frame wins
         6 | var body: Layout { HStack { title; title } }
           |                                    ^~~~~
      hint: a view is one object: create another view to show it twice
      """,
    ])
  }

  /// A script without a body is a library: its components are for the files that import it.
  func testALibrarysComponentsAreNotUnused() throws {
    let script = try ScriptEvaluator.evaluate(source: "func Pill() -> Layout { EmptyLayout() }\nlet spare = 1", path: "lib.ql")
    XCTAssertEqual(script.warnings.map(\.message), ["declaration 'spare' is never used"])
  }
}
