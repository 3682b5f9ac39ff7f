import LayoutCore
import LayoutPipeline
import XCTest
@testable import LayoutScript

/// A length no layout can use — negative, NaN, infinite, beyond 2^53 points — is never passed on
/// silently (issue 20, point 6): each is a warning at its argument naming the value and the one
/// used, and the frame shows the value used.
final class LengthWarningTests: XCTestCase {
  /// (the view's declaration or the body, the warning, the frame of `v` laid out in 375 × 667).
  private static let cases: [(String, String, [Double])] = [
    ("let v = UIView(width: -50, height: 20)",
     "test.ql:1:16: warning: 'width:' of 'UIView' is -50, which is negative, and a size cannot be: 0 is used",
     [187.5, 323.5, 0, 20]),
    ("let v = UIView(width: .nan, height: 20)",
     "test.ql:1:16: warning: 'width:' of 'UIView' is nan, which is not a number: 0 is used", [187.5, 323.5, 0, 20]),
    ("let v = UIView(width: 0/0, height: 20)",
     "test.ql:1:16: warning: 'width:' of 'UIView' is nan, which is not a number: 0 is used", [187.5, 323.5, 0, 20]),
    ("let v = UIImageView(width: .infinity, height: 20)",
     "test.ql:1:21: warning: 'width:' of 'UIImageView' is inf, which is infinite, and a view's own size cannot be: 10 is used",
     [182.5, 323.5, 10, 20]),
    ("let v = UIView(width: 20, height: 20)\nvar body: Layout { v.frame(width: -5) }",
     "test.ql:2:28: warning: 'width:' of 'frame' is -5, which is negative, and a size cannot be: 0 is used", [177.5, 323.5, 20, 20]),
    ("let v = UIView(width: 20, height: 20)\nvar body: Layout { v.frame(height: .infinity) }",
     "test.ql:2:28: warning: 'height:' of 'frame' is inf, which is infinite: the frame follows its content on that axis",
     [177.5, 323.5, 20, 20]),
    ("let v = UIView(width: 20, height: 20)\nvar body: Layout { v.padding(.nan) }",
     "test.ql:2:30: warning: the length of 'padding' is nan, which is not a number: 0 is used", [177.5, 323.5, 20, 20]),
  ]

  func testEveryUnusableLengthWarnsWithTheValueUsed() throws {
    for (declaration, warning, frame) in Self.cases {
      let source = declaration + (declaration.contains("body") ? "\n" : "\nvar body: Layout { v }\n")
      let laidOut = try Pipeline.run(source: source, path: "test.ql", options: LayoutOptions())
      XCTAssertEqual(laidOut.warnings.map { "\($0.location): \($0.severity.rawValue): \($0.message)" }, [warning], declaration)
      let result = try XCTUnwrap(laidOut.result)
      let id = try XCTUnwrap(laidOut.script.views.firstIndex { $0.name == "v" })
      let placed = try XCTUnwrap(result.frames[id])
      XCTAssertEqual([placed.origin.x, placed.origin.y, placed.size.width, placed.size.height], frame, declaration)
    }
  }

  func testASpacingThatIsNotFiniteOrBeyondTwoToTheFiftyThirdWarns() throws {
    let source = """
      let a = UIView(width: 10, height: 10)
      let b = UIView(width: 10, height: 10)
      var gap = .nan
      let c = UIView(width: 10, height: 10)
      let d = UIView(width: 10, height: 10)
      var body: Layout { VStack { HStack(spacing: gap) { a; b }; HStack(spacing: -1e308) { c; d } } }

      """
    let laidOut = try Pipeline.run(source: source, path: "test.ql", options: LayoutOptions())
    XCTAssertEqual(laidOut.warnings.map { "\($0.location): \($0.severity.rawValue): \($0.message)" }, [
      "test.ql:6:36: warning: 'spacing:' of 'HStack' is nan, which is not a number: 0 is used",
      "test.ql:6:67: warning: 'spacing:' of 'HStack' is -1e+308, which is beyond 2^53 points, where a Double no longer holds every whole point: -9.007e+15 is used",
    ])
    XCTAssertTrue(try XCTUnwrap(laidOut.result).size.width.isFinite)
  }
}
