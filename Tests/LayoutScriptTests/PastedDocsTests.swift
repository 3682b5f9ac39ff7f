import LayoutCore
import XCTest
@testable import LayoutScript

/// Issue 9, points 12 to 14 and 16: snippets pasted from the docs run as they are written.
final class PastedDocsTests: XCTestCase {
  private func evaluate(_ source: String) throws -> (tree: String, notes: [String]) {
    let script = try ScriptEvaluator.evaluate(source: source, path: "doc.ql")
    let tree = script.body.map { ElementPrinter(views: script.views).print($0) } ?? "nil"
    return (tree, script.warnings.map { "\($0.location.line):\($0.location.column) \($0.severity.rawValue): \($0.message)" })
  }

  /// Point 12: a stored property with a type and no value is assigned by set-up code, or made
  /// with its type's plain initializer; `let` may be assigned once, `self.` included.
  func testStoredPropertiesWithoutAValue() throws {
    let (tree, notes) = try evaluate("""
      @QuickLayout
      final class AlbumView: UIView {
        private let albumArt: UIImageView
        private let title: UILabel
        private var subtitle: UILabel!

        override init(frame: CGRect) {
          title = UILabel(text: "Title")
          self.subtitle = UILabel(text: "Artist")
          super.init(frame: frame)
        }

        var body: Layout {
          HStack { albumArt; VStack { title; subtitle } }
        }
      }
      """)
    XCTAssertEqual(tree, "HStack(VerticalAlignment.center, 0)[albumArt:fixed(0×0), "
                     + "VStack(HorizontalAlignment.center, 0)[title:label(\"Title\",1,16), subtitle:label(\"Artist\",1,16)]]")
    XCTAssertEqual(notes, [], "super.init(frame:) is UIKit's own: nothing to say")
  }

  func testAPropertyWithoutAValueThatIsNoViewSaysSo() {
    XCTAssertEqual(failure("let count: Int\nvar body: Layout { Spacer(count) }"), """
      test.ql:2:27: error: 'count' is used before it has a value
         2 | var body: Layout { Spacer(count) }
           |                           ^~~~~
      hint: a property of type 'Int' declared without a value needs one: assign it in `init`, or write `let count = …`
      """)
    XCTAssertEqual(failure("let title: UILabel\nlet copy = title\ntitle = UILabel()").components(separatedBy: "\n")[0],
                   "test.ql:3:1: error: cannot assign to 'title': it is a 'let' constant")
  }

  /// Point 12: every error in a class is reported, not only the first.
  func testEveryErrorInAClassIsReported() {
    let source = """
      @QuickLayout
      final class Broken: UIView {
        private let a = UILabel(text: "x" "y")
        private let b = UILabel()
        private let c = UILabel(text: 1 +)
        var body: Layout { HStack { a; b; c } }
      }
      """
    XCTAssertEqual(failure(source).components(separatedBy: "\n").filter { $0.contains("error:") }, [
      "test.ql:3:37: error: expected ',' or ')' in the argument list, found string literal",
      "test.ql:5:36: error: expected an expression, found ')'",
    ])
  }

  /// Point 14: a parse error in a class under `@QuickLayout` is printed once.
  func testAParseErrorUnderAnAttributeIsPrintedOnce() {
    XCTAssertEqual(failure("@QuickLayout\nfinal class V: UIView {\n  let a = UILabel(text: \"x\" \"y\")\n}"), """
      test.ql:3:29: error: expected ',' or ')' in the argument list, found string literal
         3 |   let a = UILabel(text: "x" "y")
           |                             ^~~
      """)
  }

  func testAnErrorInAClassHeaderUnderAttributesIsPrintedOnce() {
    let errors = failure("@QuickLayout\n@MainActor\nfinal class V: {\n  let a = UILabel()\n}\nlet b = 1")
      .components(separatedBy: "\n").filter { $0.contains("error:") }
    XCTAssertEqual(errors, ["test.ql:3:16: error: expected a superclass or protocol name, found '{'"])
  }

  /// Point 13: `...` on a line of its own, as a whole argument list or as a whole block.
  func testElisionsAreCodeLeftOut() throws {
    let (tree, notes) = try evaluate("""
      let title = UILabel(text: "Title")
      ...
      var body: Layout {
        HStack(...) {
          title
          ...
          VStack { ... }
          UIView().padding(...)
        }
      }
      """)
    XCTAssertEqual(tree, "HStack(VerticalAlignment.center, 0)[title:label(\"Title\",1,16), VStack(HorizontalAlignment.center, 0)[], padding(16, 16, 16, 16)[UIView#1:view]]")
    let note = "note: '...' stands for code left out of a snippet; it is skipped"
    XCTAssertEqual(notes, ["2:1 \(note)", "4:10 \(note)", "6:5 \(note)", "7:14 \(note)", "8:22 \(note)"])
  }

  /// Point 16: a file whose one top-level layout expression is not in a body uses it as the body.
  func testABareLayoutExpressionIsTheBody() throws {
    let (tree, notes) = try evaluate("let title = UILabel(text: \"Hi\")\nHStack(spacing: 8) {\n  title\n}.padding(4)\n")
    XCTAssertEqual(tree, "padding(4, 4, 4, 4)[HStack(VerticalAlignment.center, 8)[title:label(\"Hi\",1,16)]]")
    XCTAssertEqual(notes, ["2:1 note: the file declares no `var body: Layout { … }`: this layout is its body"])
  }

  /// Issue 21, point 2: several loose layouts are each a layout of their own, the first the body;
  /// one beside a body is warned about.
  func testSeveralLooseLayoutsAreEachShownAndOneBesideABodyIsWarnedAbout() throws {
    let two = try evaluate("HStack { UIView() }\n// After\nVStack { UIView() }\n")
    XCTAssertEqual(two.tree, "HStack(VerticalAlignment.center, 0)[UIView#1:view]")
    XCTAssertEqual(two.notes, ["1:1 note: the file declares no `var body: Layout { … }` and holds 2 layouts: each is shown in turn"])
    let script = try ScriptEvaluator.evaluate(source: "HStack { UIView() }\n// After\nVStack { UIView() }\n", path: "t.ql")
    XCTAssertEqual(script.layouts.map(\.title), [nil, "After"])
    XCTAssertEqual(script.layouts.map(\.location.line), [1, 3])
    let besideABody = try evaluate("HStack { UIView() }\nvar body: Layout { Spacer() }\n")
    XCTAssertEqual(besideABody.tree, "Spacer")
    XCTAssertEqual(besideABody.notes, ["1:1 warning: this HStack is not part of the body"])
  }
}
