import LayoutCore
import XCTest
@testable import LayoutScript

/// Closures that build views: `.map`, `$0`, closures called in place or stored and called later,
/// components with several trailing closures, and QuickLayout's `LazyView`.
final class ClosureTests: XCTestCase {
  private let cases: [(name: String, source: String, tree: String)] = [
    ("map over a range as children", "var body: Layout { HStack { (0..<3).map { i in UILabel(text: \"\\(i)\") } } }",
     "HStack(VerticalAlignment.center, 0)[UILabel#1:label(\"0\",1,16), UILabel#2:label(\"1\",1,16), UILabel#3:label(\"2\",1,16)]"),
    ("map with $0 over an array, in ForEach", "let tags = [\"a\", \"bb\"].map { UILabel(text: $0) }\nvar body: Layout { VStack { ForEach(tags) } }",
     "VStack(HorizontalAlignment.center, 0)[tags[0]:label(\"a\",1,16), tags[1]:label(\"bb\",1,16)]"),
    ("ForEach with $0, filter and reversed", "var body: Layout { VStack { ForEach((1...4).filter { $0 % 2 == 0 }.reversed()) { Spacer($0) } } }",
     "VStack(HorizontalAlignment.center, 0)[Spacer(4), Spacer(2)]"),
    ("a closure called in place, with $0", "let t: UILabel = { $0.text = \"x\"; return $0 }(UILabel())\nvar body: Layout { t }",
     "t:label(\"x\",1,16)"),
    ("a typed closure stored and passed to map", "let make = { (n: Int) -> UILabel in UILabel(text: \"#\\(n)\") }\nvar body: Layout { HStack { [1, 2].map(make) } }",
     "HStack(VerticalAlignment.center, 0)[UILabel#1:label(\"#1\",1,16), UILabel#2:label(\"#2\",1,16)]"),
    ("several trailing closures to a component", """
      func Card(title: () -> Layout, footer: () -> Layout) -> Layout { VStack { title(); Spacer(4); footer() } }
      var body: Layout {
        HStack {
          for word in ["hi", "yo"] {
            Card {
              UILabel(text: word)
            } footer: {
              UILabel(text: "\\(word.count)")
            }
          }
        }
      }
      """,
     "HStack(VerticalAlignment.center, 0)[VStack(HorizontalAlignment.center, 0)[UILabel#1:label(\"hi\",1,16), Spacer(4), "
       + "UILabel#2:label(\"2\",1,16)], VStack(HorizontalAlignment.center, 0)[UILabel#3:label(\"yo\",1,16), Spacer(4), UILabel#4:label(\"2\",1,16)]]"),
    ("single trailing closures after calls, members and subscripts", """
      let boxes = [UIView(), UIView()]
      var body: Layout { ZStack { boxes[0].overlay { UILabel(text: "a") }; boxes[1].background(alignment: .top) { Spacer(1) } } }
      """,
     "ZStack(center)[overlay(center)[boxes[0]:view, UILabel#1:label(\"a\",1,16)], background(top)[boxes[1]:view, Spacer(1)]]"),
    ("a LazyView placed once is built once", "let reply = LazyView { let b = UIButton(type: .system); b.setTitle(\"Reply\", for: .normal); return b }\n"
       + "var body: Layout { HStack { reply.frame(width: 50) } }",
     "HStack(VerticalAlignment.center, 0)[frame(50, nil, center)[reply:button(\"Reply\",16)]]"),
  ]

  func testTrees() {
    assertTrees(cases)
  }

  /// As QuickLayout's LazyView: an untaken branch never runs the closure, and the view is built
  /// once however often it is placed (so placing it twice is the usual warning).
  func testLazyViewsAreBuiltWhenPlacedAndOnlyOnce() throws {
    let script = try ScriptEvaluator.evaluate(source: """
      var count = 0
      let never = LazyView { UILabel(text: "never") }
      let twice = LazyView { UILabel(text: "twice") }
      let before = twice.isLoaded
      var body: Layout {
        HStack {
          if count > 0 { never }
          twice
          twice.loadIfNeeded()
          UILabel(text: "\\(before) \\(never.isLoaded)")
        }
      }
      """, path: "lazy.ql")
    XCTAssertEqual(script.views.map(\.name), ["twice", "UILabel#1"])
    XCTAssertEqual(ElementPrinter(views: script.views).print(script.body!),
                   "HStack(VerticalAlignment.center, 0)[twice:label(\"twice\",1,16), twice:label(\"twice\",1,16), UILabel#1:label(\"false false\",1,16)]")
    XCTAssertEqual(script.warnings.map(\.message), ["'twice' is placed more than once; the last frame wins"])
  }

  func testErrors() {
    let table: [(String, String)] = [
      ("var body: Layout { HStack { Spacer() } label: { Spacer() } }", """
        test.ql:1:40: error: 'HStack' does not take a trailing closure labelled 'label:'
           1 | var body: Layout { HStack { Spacer() } label: { Spacer() } }
             |                                        ^~~~~~~~~~~~~~~~~~~
        hint: several trailing closures go to a component with closure parameters, as in `func Card(title: () -> Layout, footer: () -> Layout) -> Layout`
        """),
      ("let f = { a, b in a + b }\nlet x = f(1)", """
        test.ql:2:9: error: the closure takes 2 parameters but is given 1
           2 | let x = f(1)
             |         ^
        hint: closure parameters are written `{ a, b in … }`
        """),
      ("let n = 3\nlet x = n(1)", """
        test.ql:2:9: error: cannot call 'n': it is a number
           2 | let x = n(1)
             |         ^
        hint: only components, closures and the built-in views and containers can be called
        """),
      ("let x = [1, 2].mapp { $0 }", """
        test.ql:1:16: error: an array has no method 'mapp'
           1 | let x = [1, 2].mapp { $0 }
             |                ^~~~
        hint: did you mean 'map'?
        """),
      ("let v = LazyView { 3 }\nvar body: Layout { v }", """
        test.ql:1:18: error: a LazyView must create a view, not a number
           1 | let v = LazyView { 3 }
             |                  ^
        hint: end its closure with the view, as in `LazyView { let b = UIButton(); …; return b }`
        """),
    ]
    for (source, expected) in table {
      XCTAssertEqual(failure(source), expected, source)
    }
  }
}
