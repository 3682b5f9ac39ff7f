import Foundation
import XCTest

/// `:dynamic-type SIZE` and `:device NAME` at the REPL on a real pseudo-terminal (issue 22,
/// point 9): Tab completes the sizes and the devices (what it offers is LessonAndCompletionTests'),
/// the picture is drawn again at the size or on
/// the device, and watch mode's `d` steps through the Dynamic Type sizes, its footer naming
/// the next.
final class ReplVariantsTests: XCTestCase {
  private static let script = """
    canvas(width: 300, height: 60)
    import SwiftUI
    struct Greeting: View {
        var body: some View { Text("Hello").font(.body) }
    }
    """

  func testDynamicTypeAndDeviceCompleteAndRedraw() throws {
    let home = try QlreplProcess.scriptFile("", name: "unused").replacing("/unused", with: "")
    let path = try QlreplProcess.scriptFile(Self.script, name: "greeting.ql")
    let terminal = try InteractiveTerminal([path], environment: ["HOME": home, "NO_COLOR": "1"])
    let output = terminal.output
    var at = try XCTUnwrap(output.wait(for: "ql> "), output.text)
    terminal.type(":dynamic-type acc\t")
    at = try XCTUnwrap(output.wait(for: "essibility", after: at), "Tab completes what the sizes share: \(output.text)")
    terminal.type("3\r")
    // Body at AX3 is 40 points: "Hello" is 5 × 20 wide, 50 tall.
    at = try XCTUnwrap(output.wait(for: "SwiftUI Dynamic Type accessibility3", after: at), output.text)
    at = try XCTUnwrap(output.wait(for: "body 100×50", after: at), output.text)
    at = try XCTUnwrap(output.wait(for: "ql> ", after: at), output.text)
    terminal.type(":device iPhone15P\t")
    at = try XCTUnwrap(output.wait(for: "iPhone15ProMax", after: at), "Tab completes the device: \(output.text)")
    terminal.type("\r")
    at = try XCTUnwrap(output.wait(for: "canvas 430×932", after: at), output.text)
    at = try XCTUnwrap(output.wait(for: "ql> ", after: at), output.text)
    terminal.type(":dynamic-type xlarg\r")
    at = try XCTUnwrap(output.wait(for: "did you mean 'xLarge'?", after: at), output.text)
    at = try XCTUnwrap(output.wait(for: "ql> ", after: at), output.text)
    terminal.type("\u{4}")
    XCTAssertEqual(terminal.waitForExit(), 0, output.text)
  }

  func testWatchDStepsThroughTheDynamicTypeSizes() throws {
    let path = try QlreplProcess.scriptFile(Self.script, name: "greeting.ql")
    let terminal = try InteractiveTerminal(["watch", path], environment: ["NO_COLOR": "1"], columns: 200, rows: 50)
    var at = try XCTUnwrap(terminal.output.wait(for: "c compare · d text xxxLarge"), terminal.output.text)
    terminal.type("d")
    // Body at xxxLarge is 23 points: "Hello" 57.5 wide.
    at = try XCTUnwrap(terminal.output.wait(for: "SwiftUI Dynamic Type xxxLarge", after: at), terminal.output.text)
    at = try XCTUnwrap(terminal.output.wait(for: "d text accessibility3", after: at), terminal.output.text)
    for _ in 0..<4 { terminal.type("d") }
    // Four more: AX3, AX5, xSmall, and Large again, whose header names no size.
    at = try XCTUnwrap(terminal.output.wait(for: "c compare · d text xxxLarge", after: at), terminal.output.text)
    // The key redraws the footer at once; the picture at Large follows when laid out again.
    at = try XCTUnwrap(terminal.output.wait(for: "exact @2x SwiftUI — body 42.5×21.25", after: at), terminal.output.text)
    terminal.type("q")
    XCTAssertEqual(terminal.waitForExit(), 0)
    let last = try XCTUnwrap(terminal.output.text.components(separatedBy: "\u{1B}[H\u{1B}[2J").last)
    XCTAssertFalse(last.contains("Dynamic Type"), "back at Large: \(last)")
  }

  func testWatchStartsAtTheDynamicTypeSizeGiven() throws {
    let path = try QlreplProcess.scriptFile(Self.script, name: "greeting.ql")
    let terminal = try InteractiveTerminal(["watch", path, "--dynamic-type", "AX3"], environment: ["NO_COLOR": "1"], columns: 200, rows: 50)
    var at = try XCTUnwrap(terminal.output.wait(for: "SwiftUI Dynamic Type accessibility3 — body 100×50"), terminal.output.text)
    at = try XCTUnwrap(terminal.output.wait(for: "d text accessibility5", after: at), terminal.output.text)
    terminal.type("q")
    XCTAssertEqual(terminal.waitForExit(), 0)
  }
}
