import Foundation
import Glibc
import XCTest

/// Watch mode stays responsive during any evaluation (`q` quits at once, a new save interrupts
/// the evaluation of the old text), sees saves through a symbolic link, and fits a small window.
final class WatchRobustnessTests: XCTestCase {
  /// A script whose evaluation runs far longer than any test waits (a debug build needs
  /// seconds for f(18)), with a label that shows once it is drawn.
  private static let runaway = """
    canvas(width: 300, height: 60)
    func f(_ n: Int) -> Int { n <= 0 ? 0 : f(n - 1) + f(n - 1) }
    let _x = f(24)
    let t = UILabel(text: "runaway-drawn")
    var body: Layout { HStack { t } }

    """

  private static func quick(_ text: String) -> String {
    "canvas(width: 300, height: 60)\nlet t = UILabel(text: \"\(text)\")\nvar body: Layout { HStack { t } }\n"
  }

  func testQQuitsAtOnceDuringARunawayEvaluation() throws {
    let path = try QlreplProcess.scriptFile(Self.runaway)
    let terminal = try InteractiveTerminal(["watch", path], environment: ["NO_COLOR": "1"])
    let at = try XCTUnwrap(terminal.output.wait(for: "evaluating…"), terminal.output.text)
    terminal.type("q")
    XCTAssertEqual(terminal.waitForExit(timeout: 30), 0, terminal.output.text)
    let after = String(terminal.output.text.dropFirst(at))
    XCTAssertFalse(after.contains("runaway-drawn") || after.contains("ERROR"), "quit before the evaluation ended: \(after)")
    XCTAssertEqual(terminal.modes.c_lflag, terminal.modesBefore.c_lflag, "terminal modes restored")
  }

  func testANewSaveInterruptsTheEvaluationOfTheOldText() throws {
    let path = try QlreplProcess.scriptFile(Self.quick("first"))
    let terminal = try InteractiveTerminal(["watch", path], environment: ["NO_COLOR": "1"])
    var at = try XCTUnwrap(terminal.output.wait(for: "first"), terminal.output.text)
    try Self.runaway.write(toFile: path, atomically: false, encoding: .utf8)
    at = try XCTUnwrap(terminal.output.wait(for: "evaluating…", after: at), terminal.output.text)
    try Self.quick("second").write(toFile: path, atomically: false, encoding: .utf8)
    at = try XCTUnwrap(terminal.output.wait(for: "second", after: at), terminal.output.text)
    XCTAssertFalse(terminal.output.text.contains("runaway-drawn") || terminal.output.text.contains("error:"), terminal.output.text)
    terminal.type("q")
    XCTAssertEqual(terminal.waitForExit(), 0)
  }

  func testWatchingASymbolicLinkSeesSavesToItsTarget() throws {
    let target = try QlreplProcess.scriptFile(Self.quick("through-link-1"))
    let link = (try QlreplProcess.scriptFile("", name: "unused.ql") as NSString).deletingLastPathComponent + "/link.ql"
    XCTAssertEqual(symlink(target, link), 0)
    for arguments in [["watch", link], [link]] {
      try Self.quick("through-link-1").write(toFile: target, atomically: false, encoding: .utf8)
      let qlrepl = try PipedQlrepl(arguments)
      var at = try XCTUnwrap(qlrepl.output.wait(for: "through-link-1"), qlrepl.output.text)
      // vim through a link: a new file in the target's folder renamed over the target.
      let swap = (target as NSString).deletingLastPathComponent + "/.script.ql.swp"
      try Self.quick("through-link-2").write(toFile: swap, atomically: false, encoding: .utf8)
      XCTAssertEqual(rename(swap, target), 0)
      at = try XCTUnwrap(qlrepl.output.wait(for: "through-link-2", after: at), "\(arguments): \(qlrepl.output.text)")
      try Self.quick("through-link-3").write(toFile: target, atomically: false, encoding: .utf8)
      XCTAssertNotNil(qlrepl.output.wait(for: "through-link-3", after: at), "\(arguments): \(qlrepl.output.text)")
      qlrepl.process.terminate()
      XCTAssertNotNil(qlrepl.waitForExit())
    }
  }

  func testTheScreenFitsASixtyByTwentyWindow() throws {
    let path = try QlreplProcess.scriptFile("""
      canvas(width: 375, height: 400)
      let t = UILabel(text: "a label with a rather long text that wraps over lines", lines: 0)
      var body: Layout { VStack { t; UIView(width: 300, height: 300).named("tall") } }

      """, name: "a-script-with-a-long-name-that-fills-the-header.ql")
    let terminal = try InteractiveTerminal(["watch", path], environment: ["NO_COLOR": "1"], columns: 60, rows: 20)
    XCTAssertNotNil(terminal.output.wait(for: "q quit · r reload · c compare"), terminal.output.text)
    XCTAssertNotNil(terminal.output.wait(for: "more lines"), terminal.output.text)
    terminal.type("q")
    XCTAssertEqual(terminal.waitForExit(), 0)
    let screens = terminal.output.text.components(separatedBy: "\u{1B}[H\u{1B}[2J")
    let last = try XCTUnwrap(screens.last { $0.contains("more lines") }).components(separatedBy: "\u{1B}[?25h")[0]
    let lines = last.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertLessThanOrEqual(lines.count, 20, last)
    XCTAssertTrue(lines[0].hasPrefix("qlrepl watch — "), last)
    XCTAssertTrue(lines[0].hasSuffix("…"), "the header is cut to the width: \(lines[0])")
    XCTAssertEqual(lines.last, "q quit · r reload · c compare · d text xxxLarge", "one file: no n (issue 20, point 14)")
    for line in lines { XCTAssertLessThanOrEqual(line.count, 60, String(line)) }
  }
}
