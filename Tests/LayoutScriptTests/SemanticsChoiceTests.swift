import LayoutCore
import LayoutPipeline
import XCTest
@testable import LayoutScript

/// Which layout rules a script is laid out by, and the engine the pipeline picks for them.
final class SemanticsChoiceTests: XCTestCase {
  func testTheScriptTheFlagAndWhatTheScriptMentionsChooseTheSemantics() throws {
    // (source, --semantics, expected)
    let cases: [(String, Semantics?, Semantics)] = [
      ("var body: Layout { HStack { View(); UIView() } }", nil, .quickLayout),
      ("var body: some View { HStack { View(); UIView() } }", nil, .swiftUI),
      ("struct Row: View { var body: some View { Spacer() } }", nil, .swiftUI),
      ("var body: Layout { Text(\"a\") }", nil, .swiftUI),
      ("var body: Layout { Color.red }", nil, .swiftUI),
      ("let v = UIView()\nv.backgroundColor = UIColor.red\nvar body: Layout { v }", nil, .quickLayout),
      // The syntax counts, not the bytes: comments never do (issue 21, point 7).
      ("// MyText(a), UIColor.red, d: ViewDimensions, someView\nvar body: Layout { UIView() }", nil, .quickLayout),
      ("var body: Layout { UIView() }\n// GeometryReader", nil, .quickLayout),
      ("Text(\"a\")", nil, .swiftUI),
      ("struct Row: View {\n  var body: Layout { UIView() }\n}", nil, .swiftUI),
      ("canvas(semantics: .quickLayout)\nvar body: some View { Text(\"a\") }", nil, .quickLayout),
      ("canvas(semantics: .swiftUI)\nvar body: Layout { UILabel(text: \"a\") }", nil, .swiftUI),
      ("canvas(semantics: .swiftUI)\nvar body: Layout { UILabel(text: \"a\") }", .quickLayout, .quickLayout),
      ("var body: Layout { UILabel(text: \"a\") }", .swiftUI, .swiftUI),
    ]
    for (source, forced, expected) in cases {
      let script = try ScriptEvaluator.evaluate(source: source, path: "test.ql", semantics: forced)
      XCTAssertEqual(script.canvas.semantics, expected, source)
    }
  }

  func testThePipelineLaysOutWithTheEngineOfTheSemantics() throws {
    // Two 20-point images: SwiftUI spaces them by 8, QuickLayout's stack by its spacing 0.
    let source = "canvas(width: 100, height: 100)\nvar body: Layout { HStack { Image(width: 20, height: 20); Image(width: 20, height: 20) } }"
    for (semantics, x) in [(Semantics.swiftUI, 54.0), (.quickLayout, 50)] {
      let result = try XCTUnwrap(Pipeline.run(source: source, path: "test.ql",
                                              options: LayoutOptions(canvas: CanvasOverride(semantics: semantics))).result)
      XCTAssertEqual(result.frames[1]?.origin.x, x, "\(semantics)")
      XCTAssertEqual(result.canvas.semantics, semantics)
    }
  }

  func testSpacerMinLengthIsOneSpacerUnderSwiftUI() throws {
    let source = "var body: some View { HStack { Spacer(minLength: 4) } }"
    let script = try ScriptEvaluator.evaluate(source: source, path: "test.ql")
    guard case .stack(let stack)? = script.body else { return XCTFail("a stack") }
    guard case .spacer(length: 4)? = stack.children.first, stack.children.count == 1 else {
      return XCTFail("one spacer of minimum 4, not QuickLayout's pair: \(stack.children)")
    }
    XCTAssertNil(stack.requestedSpacing, "no spacing written: SwiftUI's preferences")
  }
}
