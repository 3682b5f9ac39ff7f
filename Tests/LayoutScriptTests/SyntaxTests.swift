import LayoutCore
import XCTest
@testable import LayoutScript

/// The lexer's tokens and the parser's trees, checked by printing them back.
final class SyntaxTests: XCTestCase {
  private func kinds(_ source: String) throws -> [Token.Kind] {
    try Lexer.tokenize(source, file: "t").map(\.kind)
  }

  func testLexerTokens() throws {
    let table: [(String, [Token.Kind])] = [
      ("1_000 8.5 1e3 0", [.number(1000), .number(8.5), .number(1000), .number(0), .end]),
      ("a..<b ... .. -> == != <= >= && || += ! ? : = . , ; \\", [
        .identifier("a"), .symbol("..<"), .identifier("b"), .symbol("..."), .symbol(".."), .symbol("->"), .symbol("=="),
        .symbol("!="), .symbol("<="), .symbol(">="), .symbol("&&"), .symbol("||"), .symbol("+="), .symbol("!"),
        .symbol("?"), .symbol(":"), .symbol("="), .symbol("."), .symbol(","), .symbol(";"), .symbol("\\"), .end]),
      ("@MainActor @LayoutBuilder x", [.attribute("MainActor"), .attribute("LayoutBuilder"), .identifier("x"), .end]),
      ("a // comment\n\n\n/* outer /* nested */ still */ b", [.identifier("a"), .newline, .identifier("b"), .end]),
      ("1...3", [.number(1), .symbol("..."), .number(3), .end]),
      (#""a\n\t\\\"\u{41}""#, [.string([.text("a\n\t\\\"A")]), .end]),
      // Swift's identifier-head takes the emoji planes ("Identifiers" in the language's lexical grammar).
      ("\u{1F466}\u{1F3FC}x", [.identifier("\u{1F466}\u{1F3FC}x"), .end]),
      // Xcode's editor placeholders (tutorial steps print them) are names; `<#` without its `#>` on the line is no placeholder.
      ("f(<#Shared<SyncUp>#>, <#é#>)", [.identifier("f"), .symbol("("), .identifier("<#Shared<SyncUp>#>"), .symbol(","),
                                         .identifier("<#é#>"), .symbol(")"), .end]),
      ("a <#b\n> c", [.identifier("a"), .symbol("<"), .identifier("#b"), .newline, .symbol(">"), .identifier("c"), .end]),
      ("\u{3000}x", []),
    ]
    for (source, expected) in table.dropLast() {
      XCTAssertEqual(try kinds(source), expected, source)
    }
    XCTAssertThrowsError(try kinds(table.last!.0))
  }

  func testInterpolationTokens() throws {
    guard case .string(let pieces) = try kinds(#""n=\(a + (b)) end""#)[0], pieces.count == 3,
          case .interpolation(let tokens, _) = pieces[1] else { return XCTFail("expected an interpolation") }
    XCTAssertEqual(tokens.map(\.kind), [.identifier("a"), .symbol("+"), .symbol("("), .identifier("b"), .symbol(")"), .end])
    XCTAssertEqual(pieces[2], .text(" end"))
  }

  func testLocationsAreLineAndColumn() throws {
    let tokens = try Lexer.tokenize("let x\n  = \"é\"", file: "f")
    XCTAssertEqual(tokens.map { "\($0.location.line):\($0.location.column)+\($0.location.length)" },
                   ["1:1+3", "1:5+1", "1:6+1", "2:3+1", "2:5+3", "2:8+1"])
  }

  func testParserRoundTrips() throws {
    let sources = [
      "let a = 1 + 2 * 3 - -4 / (5 % 2)",
      "var b: CGFloat = a > 1 && !c || d ? [1, 2][0] : min(1, 2)",
      "title.text = \"x \\(a + 1) y\"\ngap += 2",
      "import QuickLayout\nimport \"other.ql\"",
      "private var body: some Layout {\n  HStack(alignment: .top, spacing: 8) {\n    a\n      .padding(.horizontal, 8)\n      .frame(maxWidth: .infinity)\n  }\n}",
      "@MainActor func Row(_ t: String, size s: CGFloat = 12) -> Layout { return Label(t) }",
      "extension VerticalAlignment {\n  static let a = VerticalAlignment { d in d[.bottom] - 10 }\n  static let b = VerticalAlignment(X.self)\n}",
      "private struct X: AlignmentID {\n  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }\n}",
      "var body: Layout {\n  if a { x } else if b { y } else { z }\n  for i in 0..<3 { Spacer(i) }\n  ForEach(items, id: \\.self) { item in Label(item) }\n}",
      "let r = 1...3; let s = r.count",
      "var header: Layout { Label(\"h\").alignmentGuide(HorizontalAlignment.center, computeValue: { _ in 0 }) }",
      "var body: Layout { Card { a } footer: {\n b\n}\n}",
      "let f = { [weak self] (i: Int, _ j: Int) -> UILabel in i }\nbutton.titleLabel?.font = .systemFont(ofSize: 2)",
    ]
    for source in sources {
      let first = try parse(source)
      XCTAssertEqual(try parse(first), first, source)
    }
  }

  /// A one-token value is kept in its argument and made again when read: the same node at the
  /// same place as any other (a value alone on the line after its label stays a node).
  func testArgumentValuesKeepTheirNodesAndPlaces() throws {
    let source = "f(1, b: \"x\", c: name, d: .leading, e: g(2), f:\n  3, h: -4)"
    guard case .success(let statements) = Parser.parse(source, file: "a.ql"),
          case .expression(.call(let call)) = statements.first else { return XCTFail("expected a call") }
    func place(_ location: SourceLocation) -> String { "\(location.line):\(location.column)+\(location.length)" }
    XCTAssertEqual(call.map { place($0.value.location) }, ["1:3+1", "1:9+3", "1:17+4", "1:26+8", "1:39+1", "2:3+1", "2:9+1"])
    XCTAssertEqual(call.map { place($0.location) }, ["1:3+1", "1:6+6", "1:14+7", "1:23+11", "1:36+7", "1:45+1", "2:6+5"])
    XCTAssertEqual(SourcePrinter.print(statements), #"f(1, b: "x", c: name, d: .leading, e: g(2), f: 3, h: (-4))"#)
  }

  func testPrecedenceAndChains() throws {
    XCTAssertEqual(try parse("x = a + b * c < d ..< e"), "x = ((a + (b * c)) < (d ..< e))")
    XCTAssertEqual(try parse("v\n  .padding(8)\n  // note\n  .offset(x: 1)"), "v.padding(8).offset(x: 1)")
    XCTAssertEqual(try parse("if a > b { c }"), "if (a > b) {\nc\n}")
    XCTAssertEqual(try parse("x = a\n  ? b\n  : c"), "x = (a ? b : c)")
    XCTAssertEqual(try parse("x = a ? .b : c"), "x = (a ? .b : c)")
    XCTAssertEqual(try parse("a?.b = c"), "a.b = c")
    XCTAssertEqual(try parse("f { x } g: { y }"), "f() {\nx\n} g: {\ny\n}")
    XCTAssertEqual(try parse("@QuickLayout\nfinal class V: UIView {\n  let a = { $0 }(1)\n  init() { }\n  func f() { }\n  var x = 1 { didSet { } }\n}"),
                   "class V {\nlet a = {\n$0\n}(1)\nignored method 'f()'\nvar x = 1\nignored the 'didSet' observer\nset-up 'init' {\n\n}\n}",
                   "set-up code moves after the properties")
  }

  private func parse(_ source: String) throws -> String {
    switch Parser.parse(source, file: "p.ql") {
    case .success(let statements): return SourcePrinter.print(statements)
    case .failure(let failure): throw ScriptError(text: failure.rendered())
    }
  }
}
