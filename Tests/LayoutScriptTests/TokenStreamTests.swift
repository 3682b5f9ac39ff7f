import XCTest
@testable import LayoutScript

/// The parser's tokens, lexed on demand and again from a saved state: the same tokens, in the
/// same places, as lexing the whole source at once, read in any order.
final class TokenStreamTests: XCTestCase {
  /// A source of many blocks of tokens, with the characters that move columns and lines.
  private let source = (1...3_000).map { "let v\($0) = \"é\\(\($0) + 1)\" // ü\r\n\r  f(\($0))\n" }.joined() + "\u{FEFF}end"

  func testReadsTheTokensOfTheWholeSourceInAnyOrder() throws {
    let whole = try Lexer.tokenize(source, file: "t.ql")
    XCTAssertGreaterThan(whole.count, 20_000)
    let stream = TokenStream(source: source, file: "t.ql", limits: .standard)
    let orders: [(String, [Int])] = [
      ("forward", Array(whole.indices)),
      ("backward", whole.indices.reversed()),
      ("jumps", (0..<200).map { ($0 * 7_919) % whole.count }),
    ]
    for (name, order) in orders {
      for position in order where stream[position] != whole[position] {
        return XCTFail("\(name): token \(position) is \(stream[position]), expected \(whole[position])")
      }
    }
    XCTAssertEqual(stream[whole.count + 5_000].kind, .end, "every position past the end reads the end")
    XCTAssertNil(stream.failure)
  }

  func testLinesAndColumnsCountCharactersAndEveryLineBreak() throws {
    let tokens = try Lexer.tokenize("a\r\nb\rc\n\u{FEFF}é = \"ü\"", file: "f")
    XCTAssertEqual(tokens.map { "\($0.location.line):\($0.location.column)+\($0.location.length)" },
                   ["1:1+1", "1:2+1", "2:1+1", "2:2+1", "3:1+1", "3:2+1", "4:2+1", "4:4+1", "4:6+3", "4:9+1"])
  }

  func testALexicalErrorAnywhereIsTheOneErrorReported() {
    // `source` is 9,001 lines: three for each of its statements, then `end`.
    let table: [(name: String, text: String, line: Int)] = [
      ("an unexpected character after many statements", source + "\nlet x = 1 ' 2\n", 9_002),
      ("one after parse errors that stop the parser", String(repeating: "let = \n", count: 30) + source + " \"open\n", 9_031),
    ]
    for (name, text, line) in table {
      guard case .failure(let failure) = Parser.parse(text, file: "e.ql") else { XCTFail(name); continue }
      XCTAssertEqual(failure.diagnostics.map(\.location.line), [line], name)
    }
  }
}
