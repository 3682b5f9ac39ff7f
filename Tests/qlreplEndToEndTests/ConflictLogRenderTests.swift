import Foundation
import XCTest

/// A console log of UIKit's through the real binary: `render` draws it and explains it,
/// `--format json` adds `anchors.log`, `check` accepts it, and a paste at the prompt reads it
/// and takes `:priority ADDRESS 999`. The log is the corpus's case after wongzigii/Colo#12.
final class ConflictLogRenderTests: XCTestCase {
  private let log = "Tests/LayoutScriptTests/Fixtures/ConflictLogs/09-cell-view-height-44.log"

  func testRenderDrawsTheRecoveryAndExplainsEveryConstraint() throws {
    let outcome = try QlreplProcess.run(["render", log, "--no-color"], environment: ["COLUMNS": "100"])
    XCTAssertEqual(outcome.status, 0, outcome.stderr)
    let lines = outcome.stdout.components(separatedBy: "\n")
    XCTAssertEqual(lines[0], "\(log) — canvas 375×120 exact @2x — body 375×120 — 1 cell = 4×8 pt")
    XCTAssertEqual(lines[1], "heavy: in conflict (UITableViewCellContentView, UIView)")
    let section = Array(lines.drop { !$0.hasPrefix("the log: ") }.prefix(8))
    XCTAssertEqual(section, [
      "the log: 4 constraints; a minimal conflicting set of 4 (remove any one and the rest hold), marked ✗:",
      "  ✗ 0x7fb672189690  the table view fixes UITableViewCellContentView's height at 44 (UIView-Encapsulated-Layout-Height)",
      "  ✗ 0x7fd68a8b78e0  UIView's top edge is equal to UITableViewCellContentView's top edge",
      "  ✗ 0x7f84085ca3b0  UIView's height is 120",
      "  ✗ 0x7f2e7a5200a0  UITableViewCellContentView's bottom edge is equal to UIView's bottom edge  ← UIKit breaks it",
      "UIKit breaks 0x7f2e7a5200a0: the log's recovery line says so",
      "the picture is the layout after that recovery",
      "fix: a self-sizing cell held at the size its table or collection view gives it: let the app's bottom constraint give way, "
        + "`:priority 0x7f2e7a5200a0 999` (in code: `.priority = UILayoutPriority(999)`)",
    ])
    XCTAssertTrue(outcome.stdout.contains("UIView                      0  0  375  120"), outcome.stdout)
  }

  func testJSONListsTheLogByAddress() throws {
    let outcome = try QlreplProcess.run(["render", log, "--format", "json", "--no-color"])
    XCTAssertEqual(outcome.status, 0, outcome.stderr)
    let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    let anchors = try XCTUnwrap(json["anchors"] as? [String: Any])
    let entries = try XCTUnwrap((anchors["log"] as? [String: Any]))
    let constraints = try XCTUnwrap(entries["constraints"] as? [[String: Any]])
    XCTAssertEqual(constraints.count, 4)
    XCTAssertEqual(constraints[2]["text"] as? String, "NSLayoutConstraint:0x7f84085ca3b0 V:[UIView:0x7f36a895bde0(120)]")
    XCTAssertEqual((entries["unsatisfiable"] as? [String])?.count, 4)
    XCTAssertEqual(entries["broken"] as? String, "0x7f2e7a5200a0")
    XCTAssertEqual(entries["predicted"] as? Bool, false)
  }

  func testCheckAcceptsALog() throws {
    let outcome = try QlreplProcess.run(["check", log])
    XCTAssertEqual(outcome.status, 0, outcome.stderr)
    XCTAssertEqual(outcome.stdout, "\(log): ok\n")
  }

  func testAPasteAtThePromptIsReadAndItsKnobsResolve() throws {
    let text = try String(contentsOf: QlreplProcess.packageRoot.appendingPathComponent(log), encoding: .utf8)
    let outcome = try QlreplProcess.run(["--no-color"], environment: ["COLUMNS": "100"],
                                        input: text + ":priority 0x7f2e7a5200a0 999\n")
    XCTAssertEqual(outcome.status, 0, outcome.stderr)
    XCTAssertTrue(outcome.stdout.contains("pasted log — canvas 375×120 exact @2x"), outcome.stdout)
    XCTAssertTrue(outcome.stdout.contains("UIKit breaks 0x7f2e7a5200a0: the log's recovery line says so"), outcome.stdout)
    XCTAssertTrue(outcome.stdout.contains("the log: 4 constraints; they all hold now — no conflict"), outcome.stdout)
  }
}
