import XCTest
@testable import LayoutScript
import LayoutCore

/// FLKAutoLayout's predicate strings, as its README gives the grammar
/// (`[ == | >= | <= ] [ *multiplier ] [ constant ] [ @priority ], ...`).
final class FLKPredicateTests: XCTestCase {
  func testPredicates() {
    let cases: [(String, [FLKPredicate]?)] = [
      ("0", [FLKPredicate()]),
      ("20", [FLKPredicate(constant: 20)]),
      ("-90.0", [FLKPredicate(constant: -90)]),
      (">=20@750", [FLKPredicate(relation: .greaterOrEqual, constant: 20, priority: 750)]),
      ("*.5", [FLKPredicate(multiplier: 0.5)]),
      (">=300,<=500", [FLKPredicate(relation: .greaterOrEqual, constant: 300), FLKPredicate(relation: .lessOrEqual, constant: 500)]),
      (">=*.5,<=600@100", [FLKPredicate(relation: .greaterOrEqual, multiplier: 0.5),
                           FLKPredicate(relation: .lessOrEqual, constant: 600, priority: 100)]),
      ("", [FLKPredicate()]),
      ("Metrics.width", nil),
      ("8@", nil),
    ]
    for (text, expected) in cases {
      XCTAssertEqual(FLKPredicate.list(text), expected, text)
    }
  }

  /// ORStackView's side margin as a width predicate: the sign and the inequality swapped.
  func testInvertedSideMargin() {
    for (side, width) in [("40", "-40"), ("-10", "10"), (">=20", "<=-20"), ("40.0", "-40.0")] {
      let argument = EvaluatedArgument(label: nil, value: .string(side), isTrailingClosure: false,
                                       location: SourceLocation(file: "test", line: 1, column: 1), callee: "sideMargin")
      guard case .string(let result) = Evaluator.invertedSideMargin(argument).value else { return XCTFail(side) }
      XCTAssertEqual(result, width, side)
    }
  }
}
