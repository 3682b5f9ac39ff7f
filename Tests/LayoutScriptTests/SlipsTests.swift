import LayoutCore
import LayoutPipeline
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
      + "  var body: some View {\n    Text(\"Drag me\").font(.title).paddin(4)\n  }\n}\n"
    XCTAssertEqual(failure(source).components(separatedBy: "\n").prefix(2), [
      "test.ql: this looks like SwiftUI code (View, @State, Text): qlrepl lays it out by SwiftUI's rules, "
        + "and what follows is what it does not read of it (docs/swiftui.md)",
      "test.ql:6:34: error: unknown modifier '.paddin'",
    ])
  }

  func testSwiftLayoutCodeSaysSoBeforeTheFirstError() {
    let source = "final class V: UIView, Layoutable {\n  var layout: some Layout {\n    self.sl.sublayout { label.anchors { Anchors.allSides() } }\n  }\n}\nlet x = UILable()"
    XCTAssertEqual(failure(source).components(separatedBy: "\n").first,
                   "test.ql: this looks like SwiftLayout code (Layoutable, .sl, sublayout): qlrepl lays it out by SwiftLayout's "
                     + "rules, and what follows is what it does not read of it (docs/autolayout.md)")
  }

  func testQuickLayoutCodeHasNoSuchLine() {
    XCTAssertTrue(failure("let a = UILabel(txt: \"x\")").hasPrefix("test.ql:1:17: error: 'UILabel' has no argument 'txt:'"))
  }

  /// The docs' own slips whose meaning is plain (QuickLayout's docs print all three): read as
  /// their fix, each with one warning that says what Swift rejects and what was read.
  func testTheDocsSlipsWithOneMeaningAreReadAsTheirFixAndSaidSo() throws {
    let cases: [(source: String, warning: String, frames: [String: Rect])] = [
      ("canvas(width: 100, height: 40)\nlet box = UIView(width: 20, height: 20)\nvar body: Layout { box.padding(.horizontal: 16) }",
       "test.ql:3:43: warning: Swift rejects `.horizontal:` here; read as `.horizontal, 16`",
       ["box": Rect(x: 40, y: 10, width: 20, height: 20)]),
      ("canvas(width: 100, height: 40)\nlet a = UIView(width: 20, height: 10)\nlet b = UIView(width: 40, height: 10)\n"
         + "var body: Layout { VStack(alignment: leading) { a; b } }",
       "test.ql:4:38: warning: Swift has no 'leading' in scope; read as '.leading'",
       ["a": Rect(x: 30, y: 10, width: 20, height: 10), "b": Rect(x: 30, y: 20, width: 40, height: 10)]),
      ("canvas(width: 100, height: 40)\nlet icon = UIImage(image: avatarIcon)\nvar body: Layout { icon }",
       "test.ql:2:20: warning: UIKit has no UIImage(image:); read as UIImageView(image:), the image view it stands for",
       ["icon": Rect(x: 38, y: 8, width: 24, height: 24)]),
      ("canvas(width: 100, height: 100)\nlet box = UIView()\nlet root = UIView()\n"
         + "var layout: some Layout {\n  root.sl.sublayout {\n    box.sl.anchors {\n      Anchors.sl.top.bottom.leading.trailing\n    }\n  }\n}",
       "test.ql:7:15: warning: `Anchors` has no member 'sl' (a view's namespace); read as `Anchors.top.bottom.leading.trailing`",
       ["box": Rect(x: 0, y: 0, width: 100, height: 100)]),
    ]
    for (source, warning, frames) in cases {
      let script = try ScriptEvaluator.evaluate(source: source, path: "test.ql")
      XCTAssertEqual(script.warnings.filter { $0.message.contains("read as") }.map { "\($0.location): warning: \($0.message)" },
                     [warning], source)
      let result = try XCTUnwrap(Pipeline.layout(script).result)
      for (name, frame) in frames {
        let id = try XCTUnwrap(script.views.firstIndex { $0.name == name }, name)
        XCTAssertEqual(result.frames[id], frame, "\(source): \(name)")
      }
    }
  }

  func testSlipsInArgumentListsGetTheCorrectedText() {
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
