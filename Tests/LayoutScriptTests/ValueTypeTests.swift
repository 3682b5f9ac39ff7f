import XCTest
@testable import LayoutScript

/// Issue 9, point 15: the value types the docs use for a view's data: structs with memberwise
/// initializers, labelled tuples, arrays of them, ForEach and `for` over them, `.init(…)` by the
/// declared type, `if let` and comparisons with nil.
final class ValueTypeTests: XCTestCase {
  func testStructsAndTuplesFeedForEach() throws {
    XCTAssertEqual(try tree("""
      struct Fruit: Hashable {
        let name: String
        var size: CGFloat = 16
        var label: String { name }
      }
      let fruits: [Fruit] = [.init(name: "Apple"), Fruit(name: "Fig", size: 24)]
      let rows = [(title: "A", width: 10), (title: "B", width: 20)]
      var body: Layout {
        VStack {
          ForEach(fruits, id: \\.self) { fruit in UILabel(text: fruit.name, font: fruit.size) }
          for row in rows { UIView(width: row.width, height: 4) }
        }
      }
      """), "VStack(HorizontalAlignment.center, 0)[UILabel#1:label(\"Apple\",1,16), UILabel#2:label(\"Fig\",1,24), "
        + "UIView#1:sized(10×4), UIView#2:sized(20×4)]")
  }

  func testIfLetAndNil() throws {
    XCTAssertEqual(try tree("""
      struct Item { let title: String; let detail: String? }
      let items = [Item(title: "a", detail: nil), Item(title: "b", detail: "more")]
      var body: Layout {
        HStack {
          for item in items {
            if let detail = item.detail { UILabel(text: item.title + detail) } else { UILabel(text: item.title) }
            if item.detail == nil { Spacer(1) }
          }
        }
      }
      """), "HStack(VerticalAlignment.center, 0)[UILabel#1:label(\"a\",1,16), Spacer(1), UILabel#2:label(\"bmore\",1,16)]")
  }

  func testMistakesWithStructsSayWhatTheInitializerTakes() {
    let declaration = "struct Item { let title: String; var count = 1 }\n"
    XCTAssertEqual(failure(declaration + "let a = Item(count: 2)").components(separatedBy: "\n").first,
                   "test.ql:2:14: error: missing argument 'title:' in call to 'Item'")
    XCTAssertEqual(failure(declaration + "let a = Item(title: \"x\", cont: 2)").components(separatedBy: "\n").suffix(1),
                   ["hint: did you mean 'count'?"])
    XCTAssertEqual(failure(declaration + "let a = Item(title: \"x\")\nlet b = a.titel").components(separatedBy: "\n").suffix(1),
                   ["hint: did you mean 'title'?"])
    XCTAssertEqual(failure("let t = (a: 1, b: 2)\nlet c = t.c").components(separatedBy: "\n").first,
                   "test.ql:2:11: error: a tuple has no member 'c'")
  }
}
