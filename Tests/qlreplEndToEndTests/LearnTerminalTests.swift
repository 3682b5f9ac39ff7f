import Foundation
import XCTest

/// `qlrepl learn` on a real pseudo-terminal, its progress in a temporary state folder: the first
/// lesson opens with its goal failing, a fix typed at the prompt meets it, `:lesson next` goes
/// on, and the next run opens at the lesson after the finished one.
final class LearnTerminalTests: XCTestCase {
  func testLearnOpensFailsAGoalPassesItGoesOnAndReopensWhereItLeftOff() throws {
    let home = try QlreplProcess.scriptFile("", name: "unused").replacing("/unused", with: "")
    let environment = ["HOME": home, "XDG_STATE_HOME": home + "/state", "NO_COLOR": "1"]
    let first = try InteractiveTerminal(["learn"], environment: environment)
    var output = first.output
    var at = try XCTUnwrap(output.wait(for: "lesson 1 of ", after: 0), output.text)
    at = try XCTUnwrap(output.wait(for: "✗ Put the age at the end of the row, 16 points in from the right edge.", after: at), output.text)
    at = try XCTUnwrap(output.wait(for: "ql> ", after: at), output.text)

    first.type(":check\r")
    at = try XCTUnwrap(output.wait(for: "now:  age.maxX = 136", after: at), output.text)
    at = try XCTUnwrap(output.wait(for: "ql> ", after: at), output.text)

    first.type("HStack(spacing: gap) { name; Spacer(); age }.padding(.horizontal, 16)\r")
    at = try XCTUnwrap(output.wait(for: "✓ Put the age at the end of the row", after: at), output.text)
    at = try XCTUnwrap(output.wait(for: "every goal holds: lesson finished — :lesson next goes on", after: at), output.text)
    at = try XCTUnwrap(output.wait(for: "ql> ", after: at), output.text)

    first.type(":lesson next\r")
    at = try XCTUnwrap(output.wait(for: "lesson 2 of ", after: at), output.text)
    at = try XCTUnwrap(output.wait(for: "ql> ", after: at), output.text)
    first.type(":quit\r")
    XCTAssertEqual(first.waitForExit(), 0, output.text)
    XCTAssertEqual(try String(contentsOfFile: home + "/state/qlrepl/progress", encoding: .utf8), "01-propose-measure-place.ql\n")

    let second = try InteractiveTerminal(["learn"], environment: environment)
    output = second.output
    at = try XCTUnwrap(output.wait(for: "lesson 2 of ", after: 0), "reopened at the first lesson not finished: \(output.text)")
    at = try XCTUnwrap(output.wait(for: "ql> ", after: at), output.text)
    second.type(":lessons\r")
    at = try XCTUnwrap(output.wait(for: "  ✓ 1. propose, measure, place.", after: at), output.text)
    _ = try XCTUnwrap(output.wait(for: "▸   2. fixed, partial and fully flexible views.", after: at), output.text)
    second.type("\u{4}")
    XCTAssertEqual(second.waitForExit(), 0, output.text)
  }

  /// docs/session.md's "Learning layout with qlrepl" shows lesson 1 as `qlrepl learn` prints it: the
  /// block without its `ql> ` lines is what a 100-column run prints for the lines typed there.
  func testTheDocsWalkThroughTheFirstLessonIsWhatLearnPrints() throws {
    let readme = try String(contentsOf: QlreplProcess.packageRoot.appendingPathComponent("docs/session.md"), encoding: .utf8)
    let section = try XCTUnwrap(readme.components(separatedBy: "## Learning layout with qlrepl").dropFirst().first)
    let block = try XCTUnwrap(section.components(separatedBy: "```").dropFirst().first)
    let lines = block.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
    XCTAssertEqual(lines.first, "$ qlrepl learn")
    let typed = lines.filter { $0.hasPrefix("ql> ") }.map { $0.dropFirst(4) + "\n" }.joined()
    let printed = lines.dropFirst().filter { !$0.hasPrefix("ql> ") }.joined(separator: "\n")
    let state = try QlreplProcess.scriptFile("", name: "unused").replacing("/unused", with: "")
    let outcome = try QlreplProcess.run(["learn", "--no-color"], environment: [
      "QLREPL_LESSONS": "workspace/lessons", "XDG_STATE_HOME": state, "COLUMNS": "100"], input: typed)
    XCTAssertEqual(outcome.status, 0, outcome.stderr)
    XCTAssertEqual(outcome.stdout, printed)
  }

  /// Watch mode checks a lesson's goals again on every save and shows them under the picture.
  func testWatchModeChecksTheGoalsOnEverySave() throws {
    let lesson = QlreplProcess.packageRoot.appendingPathComponent("workspace/lessons/04-frames.ql")
    let text = try String(contentsOf: lesson, encoding: .utf8)
    let path = try QlreplProcess.scriptFile(text, name: "04-frames.ql")
    let qlrepl = try PipedQlrepl(["watch", path])
    var at = try XCTUnwrap(qlrepl.output.wait(for: "✗ Make the button 44 points tall without a fixed frame.\n  hint: "),
                           qlrepl.output.text)
    let fixed = text.replacing("    button\n", with: "    button.expand(by: CGSize(width: 0, height: 10))\n")
    XCTAssertNotEqual(fixed, text)
    try fixed.write(toFile: path, atomically: true, encoding: .utf8)
    at = try XCTUnwrap(qlrepl.output.wait(for: "✓ Make the button 44 points tall without a fixed frame.\nevery goal holds", after: at),
                       qlrepl.output.text)
    qlrepl.process.terminate()
    _ = qlrepl.waitForExit()
  }
}
