import XCTest
@testable import LayoutScript

/// `String(format:)`, `String(_:)`, `Character`, `UnicodeScalar` and hexadecimal literals: the
/// text SwiftUI code builds its labels from.
final class TextBuiltinsTests: XCTestCase {
  /// The text of the one label `expression` makes.
  private func text(_ expression: String) throws -> String {
    let script = try ScriptEvaluator.evaluate(source: "var body: Layout { UILabel(text: \(expression)) }", path: "t.ql")
    guard case .label(let text, _, _) = script.views[0].kind else { XCTFail("not a label"); return "" }
    return text.string
  }

  func testFormatsAndConversionsGiveSwiftsText() throws {
    let cases: [(String, String)] = [
      ("String(format: \"%x\", 0x1f600)", "1f600"),
      ("String(format: \"%02X\", 10)", "0A"),
      ("String(format: \"%04d|%-4d|%+d\", 42, 7, 3)", "0042|7   |+3"),
      ("String(format: \"%.1f%%\", 12.345)", "12.3%"),
      ("String(format: \"%@ has %ld items\", \"Cart\", 3)", "Cart has 3 items"),
      ("String(format: \"%5.2f\", 3.14159)", " 3.14"),
      ("String(format: \"[%10@|%-6@]\", \"right\", \"left\")", "[     right|left  ]"),
      ("String(42)", "42"),
      ("String(2.5)", "2.5"),
      ("String(Character(UnicodeScalar(0x41)!))", "A"),
      ("String(0xFF) + String(0x1_0)", "25516"),
    ]
    for (expression, expected) in cases {
      XCTAssertEqual(try text(expression), expected, expression)
    }
  }

  func testMistakesAreDiagnosedAtTheirPlace() throws {
    let cases: [(String, String)] = [
      ("String(format: \"%d %d\", 1)", "the format has more conversions than arguments"),
      ("String(format: \"%d\", \"one\")", "'%d' needs an integer, not a string"),
      ("String(format: \"%k\", 1)", "'%k' is not a conversion String(format:) knows"),
      ("String(Character(UnicodeScalar(0xD800)!))", "55296 is not a Unicode code point"),
      ("String(0x123456789ABCDEF0)", "the hexadecimal number 0x123456789ABCDEF0 is too large"),
    ]
    for (expression, message) in cases {
      XCTAssertThrowsError(try text(expression), expression) { error in
        let failure = error as? ScriptFailure
        XCTAssertEqual(failure?.diagnostics.first?.message, message, expression)
      }
    }
  }
}
