import Foundation
import XCTest

/// The command line is one table (issue 20, points 7 and 9; issue 19, point 5): every subcommand
/// takes `--help` and lists exactly its options; a mistyped subcommand or option gets a
/// did-you-mean; the README's tables and the manual page `qlrepl.1` are what the table makes;
/// `--compare` and `--semantics` say they do not apply to Auto Layout; `--exact` overrides a fit script.
final class CommandLineTableTests: XCTestCase {
  /// (subcommand, the options its `--help` must list).
  private static let subcommands: [(String, [String])] = [
    ("", ["--semantics", "--view", "--dynamic-type", "--no-color"]),
    ("watch", ["--semantics", "--view", "--dynamic-type", "--no-color"]),
    ("render", ["--format", "--size", "--device", "--dynamic-type", "--variants", "--fit", "--exact", "--scale", "--rtl", "--semantics", "--view", "--compare", "--cell", "--zoom",
                "--columns", "--containers", "--shading", "--rulers", "--whole-canvas", "--proposals", "--diff", "--no-color"]),
    ("check", ["--semantics", "--view", "--no-color"]),
    ("learn", ["--no-color"]),
  ]

  func testEverySubcommandTakesHelpListingItsOptions() throws {
    for (name, options) in Self.subcommands {
      let outcome = try QlreplProcess.run((name.isEmpty ? [] : [name]) + ["--help"])
      XCTAssertEqual(outcome.status, 0, "\(name): \(outcome.stderr)")
      XCTAssertTrue(outcome.stdout.hasPrefix(name.isEmpty ? "qlrepl — " : "usage: qlrepl \(name)"), outcome.stdout)
      let listed = outcome.stdout.split(separator: "\n").filter { $0.hasPrefix("  --") }.map { String($0.dropFirst(2).prefix { $0 != " " }) }
      XCTAssertEqual(listed, options, name)
      if !name.isEmpty { XCTAssertEqual(try QlreplProcess.run(["help", name]).stdout, outcome.stdout, "help \(name)") }
    }
  }

  func testAMistypedSubcommandOrOptionGetsADidYouMean() throws {
    let cases: [([String], String)] = [
      (["rendr"], "qlrepl: unknown command 'rendr'; did you mean 'render'?"),
      (["wach", "x.ql"], "qlrepl: unknown command 'wach'; did you mean 'watch'?"),
      (["render", "x.ql", "--fomat", "json"], "qlrepl: unknown option '--fomat' for render; did you mean '--format'?"),
      (["check", "--rtl", "x.ql"], "qlrepl: unknown option '--rtl' for check"),
    ]
    for (arguments, message) in cases {
      let outcome = try QlreplProcess.run(arguments)
      XCTAssertEqual(outcome.status, 2, "\(arguments)")
      XCTAssertEqual(outcome.stderr.split(separator: "\n").first.map(String.init), message, "\(arguments)")
      XCTAssertTrue(outcome.stderr.contains("usage: qlrepl"), "\(arguments)")
    }
  }

  /// Options may come before the subcommand: `--semantics` is parsed once wherever it stands.
  func testOptionsBeforeTheSubcommandApplyToIt() throws {
    let outcome = try QlreplProcess.run(["--semantics", "swiftui", "check", "workspace/list-cell.ql"])
    XCTAssertEqual(outcome.status, 0, outcome.stderr)
    XCTAssertEqual(outcome.stdout, "workspace/list-cell.ql: ok\n")
    let render = try QlreplProcess.run(["--semantics", "swiftui", "render", "workspace/list-cell.ql", "--format", "json"])
    XCTAssertTrue(render.stdout.contains("\"semantics\": \"swiftUI\""), render.stdout)
  }

  func testTheReadmesTablesAndTheManualPageAreWhatTheTableMakes() throws {
    let readme = try String(contentsOf: QlreplProcess.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let markdown = try QlreplProcess.run(["help", "--markdown"])
    XCTAssertEqual(markdown.status, 0)
    XCTAssertTrue(readme.contains(markdown.stdout), "README's \"The command line\" is `qlrepl help --markdown`:\n\(markdown.stdout)")
    let manual = try String(contentsOf: QlreplProcess.packageRoot.appendingPathComponent("qlrepl.1"), encoding: .utf8)
    XCTAssertEqual(try QlreplProcess.run(["help", "--man"]).stdout, manual, "qlrepl.1 is `qlrepl help --man`")
  }

  func testCompareAndSemanticsAreNotApplicableToAutoLayout() throws {
    for flags in [["--compare"], ["--semantics", "swiftui"]] {
      let outcome = try QlreplProcess.run(["render", "workspace/anchors-logo.ql"] + flags)
      XCTAssertEqual(outcome.status, 2, "\(flags)")
      XCTAssertTrue(outcome.stderr.contains("\(flags.joined(separator: " ")) is not applicable to Auto Layout"), outcome.stderr)
      XCTAssertEqual(outcome.stdout, "", "no picture")
    }
  }

  /// `--compare` prints the script's notes once (issue 20, point 16: they came twice).
  func testCompareNotesOnce() throws {
    let outcome = try QlreplProcess.run(["render", "workspace/swiftui-profile-row.ql", "--compare", "--columns", "110"])
    XCTAssertEqual(outcome.status, 0, outcome.stderr)
    XCTAssertEqual(outcome.stderr.components(separatedBy: "do not change the layout and are ignored").count, 2, outcome.stderr)
  }

  func testExactOverridesAFitScriptsMode() throws {
    let fit = try QlreplProcess.run(["render", "workspace/list-cell.ql", "--size", "320x120", "--format", "json"])
    XCTAssertTrue(fit.stdout.contains("\"mode\": \"fit\""), fit.stdout)
    let exact = try QlreplProcess.run(["render", "workspace/list-cell.ql", "--size", "320x120", "--exact", "--format", "json"])
    XCTAssertTrue(exact.stdout.contains("\"mode\": \"exact\""), exact.stdout)
  }
}
