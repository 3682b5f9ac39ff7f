import LayoutCore
import XCTest
@testable import LayoutScript

/// Issue 21, point 7: the layout rules follow from what the parsed file declares and calls,
/// never from bytes in its strings or comments.
final class SemanticsBySyntaxTests: XCTestCase {
  func testTheSyntaxNotTheBytesChoosesTheRules() throws {
    let cases: [(String, Semantics)] = [
      ("let l = UILabel(text: \"Use Color.red and Text(…)\")\n// some View, GeometryReader\nvar body: Layout { l }", .quickLayout),
      ("var body: Layout { VStack { Text(\"A\") } }", .swiftUI),
      ("var body: Layout { Color.red }", .swiftUI),
      ("struct Card: View {\n  var body: some View { UIView() }\n}", .swiftUI),
      ("func card() -> some View { UIView() }\nvar body: Layout { card() }", .swiftUI),
      ("var body: Layout { HStack { UIView(); UILabel(text: \"Text(\") } }", .quickLayout),
    ]
    for (source, semantics) in cases {
      XCTAssertEqual(try ScriptEvaluator.evaluate(source: source, path: "t.ql").canvas.semantics, semantics, source)
    }
  }

  func testAnEntryTypedAtThePromptCounts() throws {
    let script = try ScriptEvaluator.evaluate(source: "var body: Layout { UIView() }", path: "t.ql",
                                              additions: [ScriptAdditions(source: "Text(\"Hi\")", path: "<prompt body>", isBody: true)])
    XCTAssertEqual(script.canvas.semantics, .swiftUI)
  }
}
