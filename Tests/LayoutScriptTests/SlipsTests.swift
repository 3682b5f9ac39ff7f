import XCTest
@testable import LayoutScript

/// Issue 9, points 18 and 19: pasted code of another layout system says so first, and the
/// common slips get a did-you-mean with the corrected text.
final class SlipsTests: XCTestCase {
  private func hints(_ source: String) -> [String] {
    failure(source).components(separatedBy: "\n").filter { $0.hasPrefix("hint: ") }
  }

  func testSwiftUICodeSaysSoBeforeTheFirstError() {
    let source = "import SwiftUI\n\nstruct DragView: View {\n  @State private var offset = CGSize.zero\n"
      + "  var body: some View {\n    Text(\"Drag me\").font(.title).gesture(SwipeDetector())\n  }\n}\n"
    XCTAssertEqual(failure(source).components(separatedBy: "\n").prefix(2), [
      "test.ql: this looks like SwiftUI code (View, @State, Text): qlrepl lays it out by SwiftUI's rules, "
        + "and what follows is what it does not read of it (README: \"SwiftUI semantics\")",
      "test.ql:6:42: error: cannot find 'SwipeDetector' in scope",
    ])
  }

  func testSwiftLayoutCodeSaysSoBeforeTheFirstError() {
    let source = "final class V: UIView, Layoutable {\n  var layout: some Layout {\n    self.sl.sublayout { label.anchors { Anchors.allSides() } }\n  }\n}\nlet x = nothing"
    XCTAssertEqual(failure(source).components(separatedBy: "\n").first,
                   "test.ql: this looks like SwiftLayout code (Layoutable, .sl, sublayout): qlrepl lays it out by SwiftLayout's "
                     + "rules, and what follows is what it does not read of it (README: \"Auto Layout: SwiftLayout's anchors\")")
  }

  func testQuickLayoutCodeHasNoSuchLine() {
    XCTAssertTrue(failure("let a = UILabel(txt: \"x\")").hasPrefix("test.ql:1:17: error: 'UILabel' has no argument 'txt:'"))
  }

  func testSlipsInArgumentListsGetTheCorrectedText() {
    XCTAssertEqual(hints("var body: Layout { UIView().padding(.horizontal: 16) }"),
                   ["hint: did you mean `.horizontal, 16`? a comma separates the edges from the length"])
    XCTAssertEqual(hints("let v = UIView().frame(width: 100 height: 50)"),
                   ["hint: did you mean `, height: …`? arguments are separated by commas"])
    XCTAssertEqual(hints("let s = Spacer(minLength = 8)"),
                   ["hint: did you mean `minLength: 8`? an argument's label is followed by ':'"])
  }

  func testAModifierWithoutItsDotSaysWhereTheDotGoes() {
    XCTAssertEqual(hints("let title = UILabel()\nvar body: Layout {\n  title\n    padding(8)\n}"),
                   ["hint: did you mean `.padding(…)`? a modifier follows the view or layout it changes, after a dot"])
  }

  func testLetBeforeADeclaredVarMeansAnAssignment() throws {
    let additions = ScriptAdditions(source: "let gap = 12", path: "<prompt>")
    XCTAssertThrowsError(try ScriptEvaluator.evaluate(source: "var gap = 4\n_ = gap", path: "t.ql", additions: [additions])) { error in
      XCTAssertEqual((error as? ScriptFailure)?.diagnostics.first?.hint,
                     "did you mean `gap = 12`? 'gap' is already declared; assign to it to change it")
    }
    XCTAssertEqual(hints("let gap = 4\nlet gap = 8"), ["hint: assign to it with `gap = …` if it is a var, or choose another name"])
  }
}
