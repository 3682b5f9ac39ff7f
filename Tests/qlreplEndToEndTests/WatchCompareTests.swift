import Foundation
import XCTest

/// Watch mode's `c` key, through a real pseudo-terminal: the file laid out under QuickLayout's
/// and SwiftUI's rules side by side, kept across saves, and `c` again goes back to one picture.
final class WatchCompareTests: XCTestCase {
  private static func script(_ second: String) -> String {
    "canvas(width: 300, height: 60)\nvar body: some View { HStack { Text(\"a\").named(\"a\"); Text(\"\(second)\").named(\"b\") } }\n"
  }

  func testCTogglesBothSemanticsSideBySide() throws {
    let path = try QlreplProcess.scriptFile(Self.script("b"))
    let terminal = try InteractiveTerminal(["watch", path], environment: ["NO_COLOR": "1"], columns: 140, rows: 50)
    var at = try XCTUnwrap(terminal.output.wait(for: "r reload · c compare"), terminal.output.text)
    terminal.type("c")
    at = try XCTUnwrap(terminal.output.wait(for: "\(path) — QuickLayout (left) and SwiftUI (right); heavy: frames that differ", after: at),
                       terminal.output.text)
    // QuickLayout's HStack has no default spacing (the texts touch); SwiftUI's puts 8 between them.
    at = try XCTUnwrap(terminal.output.wait(for: "b     150 20 8 20          154 20 8 20", after: at), terminal.output.text)
    at = try XCTUnwrap(terminal.output.wait(for: "r reload · c one layout", after: at), terminal.output.text)
    try Self.script("bb").write(toFile: path, atomically: false, encoding: .utf8)
    at = try XCTUnwrap(terminal.output.wait(for: "b     146 20 16 20         150 20 16 20", after: at), "a save keeps the comparison: \(terminal.output.text)")
    terminal.type("c")
    // The key redraws at once (the footer changes); the one picture follows when laid out again.
    at = try XCTUnwrap(terminal.output.wait(for: "r reload · c compare", after: at), terminal.output.text)
    at = try XCTUnwrap(terminal.output.wait(for: "exact @2x SwiftUI — body 32×20", after: at), terminal.output.text)
    terminal.type("q")
    XCTAssertEqual(terminal.waitForExit(), 0)
    let last = try XCTUnwrap(terminal.output.text.components(separatedBy: "\u{1B}[H\u{1B}[2J").last)
    XCTAssertFalse(last.contains("QuickLayout (left)"), "c again shows one picture: \(last)")
    XCTAssertTrue(last.contains("exact @2x SwiftUI — body 32×20"), last)
  }
}
