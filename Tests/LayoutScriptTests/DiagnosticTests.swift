import LayoutCore
import XCTest
@testable import LayoutScript

/// The exact rendered text of errors: location, source line, caret under the span, hint.
final class DiagnosticTests: XCTestCase {
  private let cases: [(name: String, source: String, expected: String)] = [
    ("unknown view", "let t = UILable(text: \"x\")", """
      test.ql:1:9: error: cannot find 'UILable' in scope
         1 | let t = UILable(text: "x")
           |         ^~~~~~~
      hint: did you mean 'UILabel'?
      """),
    ("unterminated string", "let t = UILabel(text: \"abc)", """
      test.ql:1:23: error: unterminated string literal
         1 | let t = UILabel(text: "abc)
           |                       ^~~~~
      hint: close it with '"' on the same line
      """),
    ("missing brace", "var body: Layout {\n  HStack {\n    Spacer()\n}", """
      test.ql:1:18: error: missing '}' to close this block
         1 | var body: Layout {
           |                  ^
      hint: every '{' needs a matching '}'
      """),
    ("wrong argument label", "var body: Layout {\n  HStack(spcing: 8) { Spacer() }\n}", """
      test.ql:2:10: error: 'HStack' has no argument 'spcing:'
         2 |   HStack(spcing: 8) { Spacer() }
           |          ^~~~~~~~~
      hint: did you mean 'spacing'?
      """),
    ("resizable on a stack", "var body: Layout {\n  HStack { Spacer() }.resizable()\n}", """
      test.ql:2:23: error: .resizable() applies only directly to a view, not to an HStack
         2 |   HStack { Spacer() }.resizable()
           |                       ^~~~~~~~~
      hint: apply .resizable() to the view itself, before any other modifier
      """),
    ("unknown modifier", "var body: Layout {\n  Spacer().paddin(8)\n}", """
      test.ql:2:12: error: unknown modifier '.paddin'
         2 |   Spacer().paddin(8)
           |            ^~~~~~
      hint: did you mean 'padding'?
      """),
    ("alignment of the wrong axis", "var body: Layout {\n  VStack(alignment: .top) { }\n}", """
      test.ql:2:10: error: '.top' is a vertical alignment, but 'alignment:' needs a horizontal one
         2 |   VStack(alignment: .top) { }
           |          ^~~~~~~~~~~~~~~
      hint: a VStack, VFlow item or grid column aligns its children with a horizontal alignment
      """),
    ("ambiguous center guide", "var body: Layout {\n  EmptyLayout().alignmentGuide(.center) { d in 0 }\n}", """
      test.ql:2:32: error: '.center' is ambiguous here
         2 |   EmptyLayout().alignmentGuide(.center) { d in 0 }
           |                                ^~~~~~~
      hint: write HorizontalAlignment.center or VerticalAlignment.center
      """),
    ("assigning a let", "let gap = 8\ngap = 12", """
      test.ql:2:1: error: cannot assign to 'gap': it is a 'let' constant
         2 | gap = 12
           | ^~~
      hint: declare it with 'var' to make it changeable
      """),
    ("unterminated comment", "/* open comment\nlet x = 1", """
      test.ql:1:1: error: unterminated comment
         1 | /* open comment
           | ^~
      hint: close it with '*/'
      """),
    ("Spacer(minLength:) where one element is needed", "var body: Layout { Spacer(minLength: 8).padding(4) }", """
      test.ql:1:20: error: Spacer(minLength:) is two spacers and can only be a child of a container
         1 | var body: Layout { Spacer(minLength: 8).padding(4) }
           |                    ^~~~~~
      hint: use it directly in an HStack or VStack, or use Spacer() or Spacer(n) here
      """),
    ("unknown property", "let t = UILabel(text: \"a\")\nt.txt = \"b\"", """
      test.ql:2:3: error: 't' (a UILabel) has no property 'txt'
         2 | t.txt = "b"
           |   ^~~
      hint: did you mean 'text'?
      """),
    ("wrong component label", "func Row(title: String) -> Layout { UILabel(text: title) }\nvar body: Layout { Row(tilte: \"a\") }", """
      test.ql:2:24: error: 'Row' has no argument 'tilte:'
         2 | var body: Layout { Row(tilte: "a") }
           |                        ^~~~~~~~~~
      hint: did you mean 'title'?
      """),
    ("mixing width with maxWidth", "var body: Layout { Spacer().frame(width: 10, maxWidth: 20) }", """
      test.ql:1:35: error: frame cannot mix 'width:' with minimum and maximum sizes
         1 | var body: Layout { Spacer().frame(width: 10, maxWidth: 20) }
           |                                   ^~~~~~~~~
      hint: use either frame(width:height:) or frame(minWidth:maxWidth:minHeight:maxHeight:)
      """),
    ("two statements on a line", "let x = 1 let y = 2", """
      test.ql:1:11: error: expected the end of the statement, found 'let'
         1 | let x = 1 let y = 2
           |           ^~~
      hint: put each statement or child on its own line, or separate them with ';'
      """),
    ("a view inside an alignment guide (found by qlfuzz: it crashed)", "let a = UIView()\nvar body: Layout { a.alignmentGuide(.top) { d in a.padding(1) } }", """
      test.ql:2:43: error: an alignment guide computes a number from the view's dimensions; it cannot use 'a', a view
         2 | var body: Layout { a.alignmentGuide(.top) { d in a.padding(1) } }
           |                                           ^
      hint: compute the value from the parameter, as in { d in d[.bottom] - 10 }
      """),
    ("bad character", "let x = 3 # 4", """
      test.ql:1:11: error: unexpected character '#'
         1 | let x = 3 # 4
           |           ^
      """),
    ("Swift-isms: 'guard'", "guard gap > 4 else { }", """
      test.ql:1:1: error: 'guard' is not supported at the top level of a script
         1 | guard gap > 4 else { }
           | ^~~~~
      hint: use `if condition { … } else { … }`, or guard in a function
      """),
    ("Swift-isms: 'while'", "while true { }", """
      test.ql:1:1: error: 'while' loops are not supported at the top level of a script
         1 | while true { }
           | ^~~~~
      hint: loop over a range, as in `for i in 0..<count { … }`, or loop in a function
      """),
    ("Swift-isms: 'repeat'", "repeat { } while true", """
      test.ql:1:1: error: 'repeat' loops are not supported at the top level of a script
         1 | repeat { } while true
           | ^~~~~~
      hint: loop over a range, as in `for i in 0..<count { … }`, or loop in a function
      """),
    ("a binding pattern that binds no name, as Swift refuses it", "let s = 1\nswitch s { case let 5: s }", """
      test.ql:2:21: error: expected a name to bind or a case pattern after 'let', found 5
         2 | switch s { case let 5: s }
           |                     ^
      """),
    ("an if expression without an else, as Swift refuses it", "let on = true\nlet s = if on { 1 }", """
      test.ql:2:9: error: 'if' must have an unconditional 'else' to be used as an expression
         2 | let s = if on { 1 }
           |         ^~
      hint: end the chain with `else { value }`
      """),
    ("a branch of a switch expression that gives no value", "let k = 1\nlet s = switch k { case 1: let a = 2\n default: 3 }", """
      test.ql:2:32: error: a branch of a 'switch' expression must end with its value
         2 | let s = switch k { case 1: let a = 2
           |                                ^
      hint: write the branch's value as its last line, as in `if c { 1 } else { 2 }`
      """),
    ("a precondition that fails stops the program, as Swift's", "func f(_ x: Int) -> Int { precondition(x > 0, \"positive\"); return x }\nlet s = f(-1)", """
      test.ql:1:27: error: precondition failed: positive
         1 | func f(_ x: Int) -> Int { precondition(x > 0, "positive"); return x }
           |                           ^~~~~~~~~~~~
      hint: a Swift program stops here
      """),
    ("a shift of a fraction", "let s = 1.5 << 2", """
      test.ql:1:13: error: '<<' needs whole numbers, not 1.5
         1 | let s = 1.5 << 2
           |             ^
      hint: bitwise operators work on integers, as in `1 << 2`
      """),
    ("UInt of a negative number, which stops a Swift program", "let s = UInt(-1)", """
      test.ql:1:14: error: -1 is out of the range of UInt, 0 to 18446744073709551615
         1 | let s = UInt(-1)
           |              ^~
      """),
    ("ForEach with three parameters", "var body: Layout { VStack { ForEach(0..<2) { a, b, c in UIView() } } }", """
      test.ql:1:44: error: ForEach's closure takes one item, not 3 parameters
         1 | var body: Layout { VStack { ForEach(0..<2) { a, b, c in UIView() } } }
           |                                            ^
      hint: write { item in … }, or { index, item in … } over items.enumerated()
      """),
    ("a lazy grid without its items", "var body: Layout { LazyHGrid { UIView() } }", """
      test.ql:1:20: error: 'LazyHGrid' needs its rows
         1 | var body: Layout { LazyHGrid { UIView() } }
           |                    ^~~~~~~~~
      hint: write LazyHGrid(rows: [GridItem(.flexible())]) { … }
      """),
    // Every spelling of a line break ends a line of the excerpt as it ends one for the lexer.
    ("lines ended by a lone carriage return", "let a = 1\rlet t = UILable(text: \"x\")\r", """
      test.ql:2:9: error: cannot find 'UILable' in scope
         2 | let t = UILable(text: "x")
           |         ^~~~~~~
      hint: did you mean 'UILabel'?
      """),
    ("lines ended by CR LF", "let a = 1\r\n\r\nlet t = UILable(text: \"x\")\r\n", """
      test.ql:3:9: error: cannot find 'UILable' in scope
         3 | let t = UILable(text: "x")
           |         ^~~~~~~
      hint: did you mean 'UILabel'?
      """),
  ]

  func testRenderedErrors() {
    for (name, source, expected) in cases {
      XCTAssertEqual(failure(source), expected, name)
    }
  }

  func testTheParserReportsSeveralIndependentErrors() {
    let source = "let a = 1 +* 2\nlet b = 2\nlet c = ]\nvar body: Layout { EmptyLayout() }"
    guard case .failure(let failure) = Parser.parse(source, file: "x.ql") else { return XCTFail("expected errors") }
    XCTAssertEqual(failure.diagnostics.map(\.location.line), [1, 3])
  }

  func testWarningsForAViewPlacedTwiceAndUnusedLayouts() throws {
    let script = try ScriptEvaluator.evaluate(source: """
      let t = UILabel(text: "a")
      UIView()
      var body: Layout { HStack { t; t } }
      """, path: "w.ql")
    XCTAssertEqual(script.warnings.map { $0.rendered(source: "") }, [
      "w.ql:2:1: warning: this view is not part of the body\nhint: move it into `var body: Layout { … }`",
      "w.ql:3:32: warning: 't' is placed more than once; the last frame wins\nhint: a view is one object: create another view to show it twice",
    ])
  }

  func testCaretStaysUnderTabsAndSpansClipAtTheLineEnd() {
    let diagnostic = Diagnostic("bad", at: SourceLocation(file: "f", line: 1, column: 3, length: 40))
    XCTAssertEqual(diagnostic.rendered(source: "\t\tabc"), "f:1:3: error: bad\n   1 | \t\tabc\n     | \t\t^~~")
  }
}
