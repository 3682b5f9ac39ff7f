import XCTest
@testable import LayoutScript

/// Every limit ends evaluation with a diagnostic naming it, and nothing crashes or hangs.
final class LimitTests: XCTestCase {
  private func message(_ source: String, _ limits: ScriptLimits = .standard) -> String {
    failure(source, limits: limits).components(separatedBy: "\n")[0]
  }

  /// The message says what fails (issue 20, point 11: it said 200 where 100 brackets failed).
  func testParserNestingDepth() {
    let hundred = "let x = " + String(repeating: "(", count: 100) + "1" + String(repeating: ")", count: 100)
    XCTAssertTrue(message(hundred).contains("100 brackets or blocks deep"), message(hundred))
    let ninetyNine = "let _x = " + String(repeating: "(", count: 99) + "1" + String(repeating: ")", count: 99)
    XCTAssertEqual(message(ninetyNine), "no error")
    let deep = "let x = " + String(repeating: "(", count: 5_000) + "1" + String(repeating: ")", count: 5_000)
    XCTAssertEqual(message(deep), "test.ql:1:109: error: nesting depth limit exceeded: 100 brackets or blocks deep, or 200 chained calls (the parser's 200 levels: two a bracket, one a call)")
    let chain = "let x = 1" + String(repeating: " + 1", count: 100_000)
    XCTAssertTrue(message(chain).hasSuffix("error: nesting depth limit exceeded: 100 brackets or blocks deep, or 200 chained calls (the parser's 200 levels: two a bracket, one a call)"))
    let modifiers = "var body: Layout { EmptyLayout()" + String(repeating: ".padding(1)", count: 1_000) + " }"
    XCTAssertTrue(message(modifiers).hasSuffix("error: nesting depth limit exceeded: 100 brackets or blocks deep, or 200 chained calls (the parser's 200 levels: two a bracket, one a call)"))
    let blocks = "var body: Layout { " + String(repeating: "HStack { ", count: 1_000) + String(repeating: "}", count: 1_001)
    XCTAssertTrue(message(blocks).hasSuffix("error: nesting depth limit exceeded: 100 brackets or blocks deep, or 200 chained calls (the parser's 200 levels: two a bracket, one a call)"))
  }

  func testLoopIterations() {
    XCTAssertEqual(message("for i in 0..<1_000_000_000 { }"), "test.ql:1:11: error: loop iteration limit of 100000 exceeded")
    XCTAssertEqual(message("var body: Layout { VStack { for i in 0..<10 { for j in 0..<10 { Spacer() } } } }",
                           ScriptLimits(loopIterations: 50)),
                   "test.ql:1:57: error: loop iteration limit of 50 exceeded")
  }

  /// Numbers beyond any Int (found by qlfuzz: they trapped converting to Int).
  func testHugeNumbersInLoopsAndSubscripts() {
    XCTAssertEqual(message("for i in -1e308...3 { }"), "test.ql:1:16: error: loop iteration limit of 100000 exceeded")
    XCTAssertEqual(message("let xs = [1, 2]\nlet y = xs[1e300]"), "test.ql:2:12: error: index 1e+300 is out of range for an array of 2 items")
  }

  func testRecursionDepth() {
    XCTAssertEqual(message("func A(_ n: Int) -> Layout { HStack { A(n + 1) } }\nvar body: Layout { A(0) }"),
                   "test.ql:1:39: error: component recursion depth limit of 64 exceeded")
  }

  func testEvaluationNestingOfElements() {
    let source = "var x = EmptyLayout()\nfor i in 0..<1000 { x = HStack { x } }\nvar body: Layout { x }"
    XCTAssertEqual(message(source), "test.ql:2:25: error: layout nesting depth limit of 400 exceeded")
  }

  func testElementCount() {
    let source = "func Two(_ n: Int) -> Layout { if n > 0 { HStack { Two(n - 1); Two(n - 1) } } else { UIView() } }\nvar body: Layout { Two(30) }"
    XCTAssertTrue(message(source, ScriptLimits(elementCount: 1_000)).hasSuffix("error: element count limit of 1000 exceeded"))
  }

  func testStringLength() {
    let source = "var s = \"xxxxxxxxxx\"\nfor i in 0..<20 { s = s + s }"
    XCTAssertEqual(message(source), "test.ql:2:25: error: string length limit of 100000 characters exceeded")
  }

  func testBinaryAndHugeFiles() {
    XCTAssertEqual(message("let a = 1\0"), "test.ql:1:1: error: this looks like a binary file, not a script")
    XCTAssertEqual(message("let a = 1", ScriptLimits(sourceLength: 5)),
                   "test.ql:1:1: error: the file is longer than the limit of 5 characters")
  }

  func testInvalidNumbersStaySanitised() throws {
    XCTAssertEqual(try tree("var body: Layout { EmptyLayout().offset(x: 0 / 0, y: 1 / 0).padding(.nan) }"),
                   "padding(0, 0, 0, 0)[offset(0, 0)[Empty]]")
  }
}
