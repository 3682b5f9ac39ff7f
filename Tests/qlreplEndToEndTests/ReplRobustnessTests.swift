import Foundation
import Glibc
import XCTest

/// The REPL as a user meets it: Ctrl-D and `:quit` leave without a second prompt, Tab
/// completes properties and only alignments after `alignment: .`, a multi-line input is one
/// history entry, piped diagnostics go to standard error, `--no-color` is taken everywhere.
final class ReplRobustnessTests: XCTestCase {
  private static let card = """
    canvas(width: 200, height: 60)
    let title = UILabel(text: "Hi")
    var body: Layout { HStack { title } }

    """

  func testCtrlDAndQuitLeaveWithoutASecondPrompt() throws {
    let script = try QlreplProcess.scriptFile(Self.card)
    for keys in ["\u{4}", ":quit\r"] {
      let terminal = try InteractiveTerminal([script], environment: ["HOME": "/nonexistent", "NO_COLOR": "1"])
      XCTAssertNotNil(terminal.output.wait(for: "ql> "), terminal.output.text)
      terminal.type(keys)
      XCTAssertEqual(terminal.waitForExit(), 0, terminal.output.text)
      XCTAssertTrue(terminal.output.waitForEnd())
      XCTAssertEqual(terminal.output.text.components(separatedBy: "ql> ").count - 1, 1, "\(keys.debugDescription): \(terminal.output.text)")
    }
  }

  func testTabCompletesPropertiesAndAlignments() throws {
    let home = (try QlreplProcess.scriptFile("", name: "unused") as NSString).deletingLastPathComponent
    let script = try QlreplProcess.scriptFile(Self.card)
    let terminal = try InteractiveTerminal([script], environment: ["HOME": home, "NO_COLOR": "1"])
    var at = try XCTUnwrap(terminal.output.wait(for: "ql> "), terminal.output.text)
    terminal.type("title.te\t")
    at = try XCTUnwrap(terminal.output.wait(for: "xt", after: at), terminal.output.text)
    terminal.type("\t\t")
    at = try XCTUnwrap(terminal.output.wait(for: "title.text       title.textColor", after: at), terminal.output.text)
    terminal.type("\u{15}HStack(alignment: .\t\t")
    at = try XCTUnwrap(terminal.output.wait(for: ".bottom  .center  .top", after: at), terminal.output.text)
    XCTAssertFalse(terminal.output.text.dropFirst(at).contains(".padding"), terminal.output.text)
    terminal.type("\u{15}\u{4}")
    XCTAssertEqual(terminal.waitForExit(), 0)
  }

  func testAMultiLineInputIsOneHistoryEntry() throws {
    let home = (try QlreplProcess.scriptFile("", name: "unused") as NSString).deletingLastPathComponent
    let script = try QlreplProcess.scriptFile(Self.card)
    let first = try InteractiveTerminal([script], environment: ["HOME": home, "NO_COLOR": "1"])
    var at = try XCTUnwrap(first.output.wait(for: "ql> "), first.output.text)
    first.type("HStack {\r")
    at = try XCTUnwrap(first.output.wait(for: "... ", after: at), first.output.text)
    first.type("  title; UIView(width: 30, height: 10)\r")
    at = try XCTUnwrap(first.output.wait(for: "... ", after: at), first.output.text)
    first.type("}\r")
    at = try XCTUnwrap(first.output.wait(for: "heavy boxes moved or resized", after: at), first.output.text)
    first.type("\u{4}")
    XCTAssertEqual(first.waitForExit(), 0)
    let history = try String(contentsOfFile: home + "/.qlrepl_history", encoding: .utf8)
    XCTAssertTrue(history.hasSuffix("\nHStack {\n  title; UIView(width: 30, height: 10)\n}\n"), history)
    // In a new REPL, one Up brings the whole input back, and Enter runs it as one body.
    let second = try InteractiveTerminal([script], environment: ["HOME": home, "NO_COLOR": "1"])
    at = try XCTUnwrap(second.output.wait(for: "ql> "), second.output.text)
    second.type("\u{1B}[A\r")
    at = try XCTUnwrap(second.output.wait(for: "heavy boxes moved or resized", after: at), second.output.text)
    XCTAssertFalse(second.output.text.contains("error"), second.output.text)
    second.type("\u{4}")
    XCTAssertEqual(second.waitForExit(), 0)
  }

  func testPipedDiagnosticsGoToStandardErrorNumberedPerEntry() throws {
    let script = try QlreplProcess.scriptFile(Self.card)
    let outcome = try QlreplProcess.run([script], input: "var gap = 4\ngap = 5\ngap = nope\n:frame zz 1x1\n")
    XCTAssertEqual(outcome.status, 1)
    XCTAssertEqual(outcome.stderr, """
      <prompt>:1:7: error: cannot find 'nope' in scope
         1 | gap = nope
           |       ^~~~
      no view named 'zz'; the views are title

      """)
    XCTAssertTrue(outcome.stdout.contains("title"), outcome.stdout)
    XCTAssertFalse(outcome.stdout.contains("error") || outcome.stdout.contains("never used"), outcome.stdout)
  }

  func testSaveThroughALinkKeepsTheLinkAndARefusalSaysWhy() throws {
    let target = try QlreplProcess.scriptFile(Self.card)
    let link = (try QlreplProcess.scriptFile("", name: "unused.ql") as NSString).deletingLastPathComponent + "/link.ql"
    XCTAssertEqual(symlink(target, link), 0)
    let saved = try QlreplProcess.run([link], input: "title.text = \"Saved\"\n:canvas 240x60\n:save\n")
    XCTAssertEqual(saved.status, 0, saved.stderr)
    XCTAssertTrue(saved.stdout.contains("saved \(link)\n"), saved.stdout)
    XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), target)
    let text = try String(contentsOfFile: target, encoding: .utf8)
    XCTAssertTrue(text.hasPrefix("canvas(width: 240, height: 60, mode: .exact)\n") && text.hasSuffix("title.text = \"Saved\"\n"), text)
    XCTAssertEqual(chmod(target, 0o444), 0)
    let refused = try QlreplProcess.run([link], input: "title.text = \"Again\"\n:save\n")
    XCTAssertEqual(refused.status, 1)
    XCTAssertEqual(refused.stderr, "not saved: \(target) is read-only (mode 444); it is untouched (:save! writes it anyway)\n")
    XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), text)
  }

  func testLessonsStartCleanAndRepliesSayWhatChanged() throws {
    let input = ":lesson 7\n:canvas 600xinf fit\n:lesson 6\n:zoom 2\n:priority status 1\n:undo\n:tree\n"
    let outcome = try QlreplProcess.run(["workspace/lessons/01-propose-measure-place.ql"], input: input)
    XCTAssertEqual(outcome.status, 0, outcome.stderr)
    let replies = outcome.stdout.components(separatedBy: "lesson 6 of ")
    XCTAssertEqual(replies.count, 2, outcome.stdout)
    let afterLesson6 = replies[1].split(separator: "\n").map(String.init)
    XCTAssertTrue(afterLesson6.contains { $0.hasSuffix("06-layout-priority.ql — canvas 260×60 exact @2x — body 256×40 — 1 cell = 3×6 pt") },
                  "lesson 6 at its own canvas, not lesson 7's 600-point one: \(replies[1])")
    // The legend shows after the change that moved views and after undoing it, not after :zoom.
    let legends = afterLesson6.indices.filter { afterLesson6[$0] == "heavy boxes moved or resized" }
    XCTAssertEqual(legends.count, 2, replies[1])
    XCTAssertTrue(afterLesson6.contains("undid: :priority status 1"), replies[1])
    XCTAssertTrue(afterLesson6.contains("│     2. pass 1: 180×60 → 176×40 — re-measure (double measurement)"), replies[1])
    XCTAssertFalse(outcome.stdout.contains("(re-measure"), "no nested parentheses in :tree")
  }

  func testEverySubcommandTakesNoColor() throws {
    let script = try QlreplProcess.scriptFile(Self.card)
    let check = try QlreplProcess.run(["check", script, "--no-color"])
    XCTAssertEqual([check.status: check.stdout], [0: "\(script): ok\n"], check.stderr)
    let repl = try QlreplProcess.run([script, "--no-color"], input: ":quit\n")
    XCTAssertEqual(repl.status, 0, repl.stderr)
    XCTAssertFalse(repl.stdout.contains("\u{1B}["), repl.stdout)
    let watch = try PipedQlrepl(["watch", "--no-color", script])
    XCTAssertNotNil(watch.output.wait(for: "qlrepl watch — \(script)"), watch.output.text)
    watch.process.terminate()
    XCTAssertNotNil(watch.waitForExit())
    let terminal = try InteractiveTerminal(["watch", script, "--no-color"])
    XCTAssertNotNil(terminal.output.wait(for: "q quit"), terminal.output.text)
    terminal.type("q")
    XCTAssertEqual(terminal.waitForExit(), 0)
    XCTAssertFalse(terminal.output.text.contains("\u{1B}[3"), "no colour on a terminal with --no-color")
    let wrong = try QlreplProcess.run(["check", script, "--colour"])
    XCTAssertEqual(wrong.status, 2)
    XCTAssertTrue(wrong.stderr.hasPrefix("qlrepl: unknown option '--colour' for check\n"), wrong.stderr)
  }

  func testReadlineIsLinkedThroughItsModuleMapWithoutPkgConfig() throws {
    let manifest = try String(contentsOf: QlreplProcess.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    XCTAssertFalse(manifest.contains("pkgConfig"), "pkg-config's flags make SwiftPM warn 'prohibited flag(s)' on every build")
    let map = try String(contentsOf: QlreplProcess.packageRoot.appendingPathComponent("Sources/CReadline/module.modulemap"), encoding: .utf8)
    XCTAssertTrue(map.contains("header \"shim.h\"") && map.contains("link \"readline\""), map)
  }

  func testReadmesFirstExampleIsWhatA100ColumnRunPrints() throws {
    let readme = try String(contentsOf: QlreplProcess.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try XCTUnwrap(readme.components(separatedBy: "## First example").dropFirst().first)
    let blocks = section.components(separatedBy: "```")
    XCTAssertTrue(blocks[1].contains(".build/debug/qlrepl render workspace/list-cell.ql"), blocks[1])
    let outcome = try QlreplProcess.run(["render", "workspace/list-cell.ql"], environment: ["COLUMNS": "100"])
    XCTAssertEqual("\n" + outcome.stdout, blocks[3])
  }
}
