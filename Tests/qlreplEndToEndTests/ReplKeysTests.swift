import Foundation
import Glibc
import XCTest

/// The REPL's keys on a real pseudo-terminal (issue 20, point 13): Ctrl-D at the `...`
/// continuation prompt drops the entry instead of quitting; after Ctrl-Z and `fg` (SIGCONT) the
/// prompt and the half-typed line are drawn again in readline's modes, so what is typed next
/// shows once; a completed name takes no space (a `.` follows it); inside `padding(.` Tab offers
/// the edges, not modifiers.
final class ReplKeysTests: XCTestCase {
  private func terminal() throws -> InteractiveTerminal { try InteractiveTerminal.replOnCard().terminal }

  func testCtrlDAtTheContinuationPromptDropsTheEntry() throws {
    let terminal = try terminal()
    let output = terminal.output
    var at = try XCTUnwrap(output.wait(for: "ql> "), output.text)
    terminal.type("HStack {\r")
    at = try XCTUnwrap(output.wait(for: "... ", after: at), output.text)
    terminal.type("\u{4}")
    at = try XCTUnwrap(output.wait(for: "ql> ", after: at), "a new prompt, not the end: \(output.text)")
    XCTAssertTrue(terminal.process.isRunning, "Ctrl-D at ... does not quit")
    terminal.type("gap = 12\r")
    at = try XCTUnwrap(output.wait(for: "moved", after: at), "the dropped lines are not part of the next entry: \(output.text)")
    at = try XCTUnwrap(output.wait(for: "ql> ", after: at), output.text)
    terminal.type("\u{4}")
    XCTAssertEqual(terminal.waitForExit(), 0, output.text)
  }

  func testAfterCtrlZAndFgTheLineIsDrawnAgainAndTypedKeysShowOnce() throws {
    let terminal = try terminal()
    let output = terminal.output
    var at = try XCTUnwrap(output.wait(for: "ql> "), output.text)
    terminal.type("gap = ")
    at = try XCTUnwrap(output.wait(for: "gap = ", after: at), output.text)
    // Ctrl-Z: qlrepl gives the terminal its modes back before it stops (here its process group
    // has no parent in the session, so the stop itself does not happen) and draws the line again.
    terminal.type("\u{1A}")
    at = try XCTUnwrap(output.wait(for: "ql> gap = ", after: at), "redrawn after Ctrl-Z: \(output.text)")
    // A stop and `fg` as a shell does them: the shell's cooked, echoing modes, then SIGCONT.
    // `setsid` forks when it leads its process group: qlrepl is then its child.
    let setsid = terminal.process.processIdentifier
    let children = (try? String(contentsOfFile: "/proc/\(setsid)/task/\(setsid)/children", encoding: .utf8)) ?? ""
    let pid = children.split(separator: " ").first.flatMap { Int32($0) } ?? setsid
    XCTAssertEqual(kill(pid, SIGSTOP), 0)
    var cooked = terminal.modes
    cooked.c_lflag |= tcflag_t(ECHO | ICANON)
    XCTAssertEqual(tcsetattr(terminal.controller, TCSANOW, &cooked), 0)
    XCTAssertEqual(kill(pid, SIGCONT), 0)
    at = try XCTUnwrap(output.wait(for: "ql> gap = ", after: at), "redrawn after fg: \(output.text)")
    var modes = terminal.modes
    for _ in 0..<250 where modes.c_lflag & tcflag_t(ECHO) != 0 {
      usleep(20_000)
      modes = terminal.modes
    }
    XCTAssertEqual(modes.c_lflag & tcflag_t(ECHO | ICANON), 0, "readline's modes again")
    terminal.type("12\r")
    at = try XCTUnwrap(output.wait(for: "moved", after: at), output.text)
    at = try XCTUnwrap(output.wait(for: "ql> ", after: at), output.text)
    XCTAssertFalse(output.text.contains("1122") || output.text.contains("1212"), "typed once: \(output.text)")
    terminal.type("\u{4}")
    XCTAssertEqual(terminal.waitForExit(), 0, output.text)
  }

  func testANameCompletesWithoutASpaceAndPaddingsArgumentOffersEdges() throws {
    let terminal = try terminal()
    let output = terminal.output
    var at = try XCTUnwrap(output.wait(for: "ql> "), output.text)
    terminal.type("ti\t")
    at = try XCTUnwrap(output.wait(for: "title", after: at), output.text)
    terminal.type(".padding(.\t\t")
    at = try XCTUnwrap(output.wait(for: ".horizontal", after: at), output.text)
    let offered = String(output.text.dropFirst(at - ".horizontal".count))
    XCTAssertFalse(offered.contains(".frame"), "no modifiers inside padding(: \(offered)")
    terminal.type("all, 4)\r")
    // The new body's picture and the prompt after it (the line redrawn after the listing holds "title" too).
    at = try XCTUnwrap(output.wait(for: "flexibility (h/v)", after: at), output.text)
    at = try XCTUnwrap(output.wait(for: "ql> ", after: at), output.text)
    XCTAssertFalse(output.text.contains("title .padding"), output.text)
    XCTAssertFalse(output.text.contains("error"), output.text)
    terminal.type("\u{4}")
    XCTAssertEqual(terminal.waitForExit(), 0, output.text)
  }
}
