import Foundation
import XCTest

/// `render --variants` and `--dynamic-type` from the command line (issue 22, point 9): JSON has
/// one layout per variant, the options that cannot go with it are refused with status 2, and
/// `--compare` reads the script at the size given.
final class VariantsCommandTests: XCTestCase {
  private let row = "workspace/dynamic-type-row.ql"

  func testJSONHasOneLayoutPerVariant() throws {
    let outcome = try QlreplProcess.run(["render", row, "--variants", "dynamic-type", "--format", "json"])
    XCTAssertEqual(outcome.status, 0, outcome.stderr)
    let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    XCTAssertEqual(document["variants"] as? String, "dynamic-type")
    XCTAssertEqual(document["reference"] as? String, "large")
    let layouts = try XCTUnwrap(document["layouts"] as? [[String: Any]])
    XCTAssertEqual(layouts.compactMap { $0["variant"] as? String }, ["xSmall", "large", "xxxLarge", "accessibility3", "accessibility5"])
    let ax5 = try XCTUnwrap(layouts[4]["layout"] as? [String: Any])
    XCTAssertEqual((ax5["canvas"] as? [String: Any])?["dynamicTypeSize"] as? String, "accessibility5")
    // Headline at AX5 is 53 points: "Grace Hopper" 12 × 26.5 wide (318), on one line 66.5 tall.
    XCTAssertEqual((ax5["frames"] as? [String: Any])?["Text#1"] as? [Double], [16, 148.5, 318, 66.5])
    let large = try XCTUnwrap(layouts[1]["layout"] as? [String: Any])
    XCTAssertNil((large["canvas"] as? [String: Any])?["dynamicTypeSize"], "Large is the default: not written")
  }

  func testOptionsThatCannotGoWithVariantsAreRefused() throws {
    let cases: [([String], String)] = [
      (["--variants", "dynamic-type", "--format", "tree"], "qlrepl: --variants dynamic-type draws ascii or json, not tree"),
      (["--variants", "devices", "--device", "iPad"], "qlrepl: --variants devices sets the canvas of each device: leave out --device and --size"),
      (["--variants", "dynamic-type", "--dynamic-type", "AX1"], "qlrepl: --variants dynamic-type sets the Dynamic Type size of each picture: leave out --dynamic-type"),
      (["--variants", "dynamic-type", "--compare"], "qlrepl: --variants dynamic-type and --compare each draw pictures side by side: choose one"),
      (["--variants", "sizes"], "qlrepl: --variants needs dynamic-type or devices, not 'sizes'"),
      (["--dynamic-type", "ax9"], "qlrepl: unknown Dynamic Type size 'ax9'"),
    ]
    for (flags, message) in cases {
      let outcome = try QlreplProcess.run(["render", row] + flags)
      XCTAssertEqual(outcome.status, 2, flags.joined(separator: " "))
      XCTAssertTrue(outcome.stderr.hasPrefix(message), outcome.stderr)
    }
  }

  func testCompareReadsTheScriptAtTheSizeGiven() throws {
    let outcome = try QlreplProcess.run(["render", row, "--compare", "--dynamic-type", "AX3", "--columns", "120"])
    XCTAssertEqual(outcome.status, 0, outcome.stderr)
    // Headline at AX3 is 40: "Grace Hopper" 240 wide, 50 tall, under both rules.
    XCTAssertTrue(outcome.stdout.contains("Text#1    16 118 240 50        16 118 240 50"), outcome.stdout)
  }
}
