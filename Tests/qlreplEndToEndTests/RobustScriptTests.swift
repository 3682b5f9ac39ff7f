import Foundation
import XCTest

/// Issue 9 through the real binary: no script hangs `check` or `render`, and what they print
/// stays readable however large the script (points 1, 2, 4, 5 and 23).
final class RobustScriptTests: XCTestCase {
  /// Point 1: a recursion that branches ends with a diagnostic at its call site, not after minutes.
  func testABranchingRecursionEndsWithADiagnosticAtItsCallSite() throws {
    let path = try QlreplProcess.scriptFile("func f(_ n: Int) -> Int { n <= 0 ? 0 : f(n - 1) + f(n - 1) }\nlet x = f(24)\n")
    let start = Date()
    let outcome = try QlreplProcess.run(["check", path])
    XCTAssertLessThan(Date().timeIntervalSince(start), 60, "two million steps of a debug build")
    XCTAssertEqual(outcome.status, 1)
    XCTAssertEqual(outcome.stderr, """
      \(path):2:9: error: evaluation step limit of 2000000 exceeded in this call of 'f'
         2 | let x = f(24)
           |         ^
      hint: 'f' did not finish within 2000000 steps: a recursion that calls itself more than once per call grows exponentially; make it end sooner

      """)
  }

  /// Points 2 and 4: 10,000 unused declarations are found at once, and 20 warnings print, then a count.
  func testThousandsOfWarningsPrintTwentyAndACount() throws {
    let path = try QlreplProcess.scriptFile((0..<10_000).map { "let v\($0) = UIView()\n" }.joined())
    let start = Date()
    let outcome = try QlreplProcess.run(["check", path])
    XCTAssertLessThan(Date().timeIntervalSince(start), 10)
    XCTAssertEqual(outcome.status, 0)
    XCTAssertTrue(outcome.stdout.hasPrefix("\(path): ok, but nothing to render"), outcome.stdout)
    let warnings = outcome.stderr.components(separatedBy: "\n").filter { $0.contains(": warning: ") }
    XCTAssertEqual(warnings.count, 20)
    XCTAssertEqual(warnings.last, "\(path):20:5: warning: declaration 'v19' is never used")
    XCTAssertTrue(outcome.stderr.hasSuffix("hint: remove it, or start its name with '_' to keep it\nand 9980 more warnings\n"),
                  String(outcome.stderr.suffix(200)))
  }

  /// Point 5: a diagnostic in a 10,000-character line shows 120 columns around the caret.
  func testALongLineIsCutAroundTheCaret() throws {
    let line = "let a = [" + Array(repeating: "1", count: 3_000).joined(separator: ", ") + ", nope, "
      + Array(repeating: "2", count: 2_000).joined(separator: ", ") + "]"
    let path = try QlreplProcess.scriptFile(line + "\n")
    let outcome = try QlreplProcess.run(["check", path])
    XCTAssertEqual(outcome.status, 1)
    let shown = "… " + Array(repeating: "1,", count: 13).joined(separator: " ") + " nope, "
      + Array(repeating: "2,", count: 25).joined(separator: " ") + "…"
    XCTAssertEqual(outcome.stderr, """
      \(path):1:9010: error: cannot find 'nope' in scope
         1 | \(shown)
           | \(String(repeating: " ", count: 41))^~~~

      """)
    XCTAssertEqual(shown.count, 122)
  }

  /// Point 23: the table writes numbers as JSON does, `20` and `245`, not `20.0` and `245.0`.
  func testTheFrameTableWritesWholeNumbersWithoutAFraction() throws {
    let path = try QlreplProcess.scriptFile("""
      canvas(width: 375, height: 600, scale: 1000000)
      let box = UIView()
      var body: Layout {
        box.frame(width: 19.9999999, height: 245.0000001)
      }

      """)
    let table = try QlreplProcess.run(["render", path, "--no-color"])
    XCTAssertEqual(table.status, 0, table.stderr)
    XCTAssertTrue(table.stdout.hasSuffix("""
      name      x      y   w    h  measured  flexibility (h/v)
      box   177.5  177.5  20  245         0  flexible/flexible

      """), table.stdout)
    let json = try QlreplProcess.run(["render", path, "--format", "json"])
    XCTAssertTrue(json.stdout.contains("\"box\": [177.5, 177.5, 20, 245]"), json.stdout)
  }
}
