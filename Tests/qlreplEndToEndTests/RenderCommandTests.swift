import Foundation
import XCTest

/// `qlrepl render` and `check`, through the real binary.
final class RenderCommandTests: XCTestCase {
  func testJSONReportHasTheSchemaAndQuickLayoutsNumbers() throws {
    let outcome = try QlreplProcess.run(["render", "workspace/double-measurement.ql", "--format", "json"])
    XCTAssertEqual(outcome.status, 0, outcome.stderr)
    let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    XCTAssertEqual(Set(json.keys), ["canvas", "semantics", "size", "frames", "measurements", "nodes", "diagnostics"])
    XCTAssertEqual(json["semantics"] as? String, "quickLayout")
    XCTAssertEqual(json["size"] as? [Double], [304, 60])
    let frames = try XCTUnwrap(json["frames"] as? [String: [Double]])
    XCTAssertEqual(frames["long"], [8, 70, 176, 60])
    XCTAssertEqual(frames["short"], [192, 90, 120, 20])
    XCTAssertEqual(json["measurements"] as? [String: Int], ["long": 2, "short": 1])
    let nodes = try XCTUnwrap(json["nodes"] as? [String: Any])
    XCTAssertEqual(nodes["kind"] as? String, "HStack")
    XCTAssertEqual(nodes["frame"] as? [Double], [8, 70, 304, 60])
    let canvas = try XCTUnwrap(json["canvas"] as? [String: Any])
    XCTAssertEqual(canvas["mode"] as? String, "exact")
    XCTAssertEqual(canvas["direction"] as? String, "leftToRight")
  }

  func testCommandLineOverridesTheCanvas() throws {
    let outcome = try QlreplProcess.run(["render", "workspace/list-cell.ql", "--format", "json", "--size", "375xinf", "--fit", "--scale", "3"])
    XCTAssertEqual(outcome.status, 0, outcome.stderr)
    let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    XCTAssertEqual(json["size"] as? [Double], [375, 92])
    XCTAssertEqual((json["canvas"] as? [String: Any])?["height"] as? String, "inf")
    XCTAssertEqual((json["canvas"] as? [String: Any])?["scale"] as? Double, 3)
  }

  func testEveryWorkspaceScriptRendersInEveryFormat() throws {
    // The lessons in workspace/lessons/ too.
    let folder = QlreplProcess.packageRoot.appendingPathComponent("workspace")
    let scripts = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: folder.path)).filter { $0.hasSuffix(".ql") }.sorted()
    XCTAssertTrue(scripts.contains { $0.hasPrefix("lessons/") })
    XCTAssertGreaterThan(scripts.count, 3)
    for script in scripts {
      for format in ["ascii", "json", "tree", "svg"] {
        let outcome = try QlreplProcess.run(["render", "workspace/\(script)", "--format", format])
        XCTAssertEqual(outcome.status, 0, "\(script) as \(format): \(outcome.stderr)")
        XCTAssertFalse(outcome.stdout.isEmpty, "\(script) as \(format)")
        XCTAssertFalse(outcome.stdout.contains("\u{1B}["), "\(script): escape sequences in a pipe")
      }
    }
  }

  func testTheDefaultCardShowsWithoutAFile() throws {
    let outcome = try QlreplProcess.run([])
    XCTAssertEqual(outcome.status, 0, outcome.stderr)
    XCTAssertTrue(outcome.stdout.contains("avatar"), outcome.stdout)
    XCTAssertTrue(outcome.stdout.contains("subtitle"), outcome.stdout)
  }

  func testAScriptErrorPointsAtTheSourceAndExitsOne() throws {
    let path = try QlreplProcess.scriptFile("let a = UILabel(text: \"hi\")\nvar body: Layout {\n  HStak { a }\n}\n")
    let outcome = try QlreplProcess.run(["render", path, "--format", "json"])
    XCTAssertEqual(outcome.status, 1)
    XCTAssertTrue(outcome.stdout.isEmpty)
    XCTAssertTrue(outcome.stderr.contains("\(path):3:3: error:"), outcome.stderr)
    XCTAssertTrue(outcome.stderr.contains("HStak { a }"), outcome.stderr)
    XCTAssertTrue(outcome.stderr.contains("^"), outcome.stderr)
    XCTAssertTrue(outcome.stderr.contains("HStack"), "a did-you-mean hint: \(outcome.stderr)")
  }

  func testCheckReportsEachFile() throws {
    let good = try QlreplProcess.scriptFile("var body: Layout { UIView() }\n")
    let bad = try QlreplProcess.scriptFile("var body: Layout { UIView( }\n")
    XCTAssertEqual(try QlreplProcess.run(["check", good]).status, 0)
    let outcome = try QlreplProcess.run(["check", good, bad])
    XCTAssertEqual(outcome.status, 1)
    XCTAssertTrue(outcome.stderr.contains("\(bad):1:"), outcome.stderr)
  }

  func testUnreadableFilesAreRefusedWithAMessage() throws {
    let binary = try QlreplProcess.scriptFile("", name: "binary.ql")
    try Data([0x00, 0x01, 0x02]).write(to: URL(fileURLWithPath: binary))
    let outcome = try QlreplProcess.run(["render", binary])
    XCTAssertEqual(outcome.status, 1)
    XCTAssertTrue(outcome.stderr.contains("binary"), outcome.stderr)
    XCTAssertEqual(try QlreplProcess.run(["render", "/no/such/file.ql"]).status, 1)
  }

  func testUsageErrorsExitTwoWithTheUsage() throws {
    let mistakes = [["render"], ["render", "x.ql", "--format", "png"], ["render", "x.ql", "--size", "big"], ["--bogus"], ["check"],
                    ["render", "x.ql", "--cell", "0x8"], ["render", "x.ql", "--zoom", "-1"], ["render", "x.ql", "--columns", "3"],
                    ["render", "x.ql", "--diff"]]
    for arguments in mistakes {
      let outcome = try QlreplProcess.run(arguments)
      XCTAssertEqual(outcome.status, 2, "\(arguments)")
      XCTAssertTrue(outcome.stderr.contains("usage: qlrepl"), "\(arguments): \(outcome.stderr)")
    }
    let help = try QlreplProcess.run(["--help"])
    XCTAssertEqual(help.status, 0)
    XCTAssertTrue(help.stdout.contains("usage: qlrepl"))
  }
}
