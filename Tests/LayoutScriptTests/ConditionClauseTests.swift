import LayoutCore
import LayoutPipeline
import XCTest
@testable import LayoutScript

/// An `if` whose condition is a list of clauses (`if let a = x, let b = y, b > 2`), as SwiftUI
/// code writes it: each clause sees the names the clauses before it bind, and the first that
/// fails runs the rest of the chain (`else if`, `else`), as Swift does.
final class ConditionClauseTests: XCTestCase {
  /// The views the script's body places, in order.
  private func placed(_ source: String) throws -> [String] {
    let laidOut = try Pipeline.run(source: source, path: "if.ql")
    let result = try XCTUnwrap(laidOut.result, source)
    return laidOut.script.views.indices.filter { result.frames.indices.contains($0) && result.frames[$0] != nil }
      .map { laidOut.script.views[$0].name }
  }

  func testEachClauseSeesWhatTheOnesBeforeItBindAndAFailingOneRunsTheRestOfTheChain() throws {
    let declarations = """
      let yes = UILabel(text: "yes")
      let maybe = UILabel(text: "maybe")
      let no = UILabel(text: "no")

      """
    let cases: [(a: String, b: String, placed: [String])] = [
      ("3", "5", ["yes"]),     // every clause holds
      ("nil", "5", ["no"]),    // the first binding fails: the else
      ("3", "nil", ["no"]),    // the second binding fails: the else too
      ("3", "1", ["maybe"]),   // the comparison with the bound name fails: the else if
    ]
    for (a, b, expected) in cases {
      let source = declarations + """
        let first: Int? = \(a)
        let second: Int? = \(b)
        var body: Layout {
          VStack {
            if let x = first, let y = second, y > x { yes } else if first != nil, second != nil { maybe } else { no }
          }
        }
        """
      XCTAssertEqual(try placed(source), expected, "first \(a), second \(b)")
    }
  }

  func testOneClauseBranchesKeepTheirFlatChain() throws {
    let parsed = try Parser.parse("if a { } else if b { } else { }", file: "if.ql").get()
    guard case .ifElse(let branches, let otherwise, _) = parsed.first else { return XCTFail("not an if") }
    XCTAssertEqual(branches.count, 2)
    XCTAssertNotNil(otherwise)
  }
}
