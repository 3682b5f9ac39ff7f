import Foundation
import XCTest

/// Messages give the right numbers and say one thing (issue 20, point 11): a non-UTF-8 file
/// names its first bad byte, an empty file is empty (not a library), `--diff` of a missing file
/// says only that, `--view` of a missing view points at no line of the file, a range error does
/// not call a number "not a number", and a `QLREPL_LESSONS` folder without lessons is named.
final class MessageNumbersTests: XCTestCase {
  func testEachMessageSaysTheOneTrueThing() throws {
    let binary = try QlreplProcess.scriptFile("", name: "bad.ql")
    try Data("let a = \"\u{FF}".utf8.map { $0 } + [0xFF, 0x22, 0x0A]).write(to: URL(fileURLWithPath: binary))
    let empty = try QlreplProcess.scriptFile("\n\n", name: "empty.ql")
    let cases: [([String], [String: String], String?, Int32, String)] = [
      (["check", binary], [:], nil, 1, "qlrepl: \(binary): is not UTF-8 text: byte 12 (line 1, column 12) is 0xFF\n"),
      (["render", empty], [:], nil, 1, "\(empty): the file is empty: nothing to render\n"),
      (["render", "workspace/list-cell.ql", "--diff", "nosuch.ql"], [:], nil, 1, "qlrepl: nosuch.ql: does not exist\n"),
      (["render", "workspace/swiftui-profile-row.ql", "--view", "nosuch"], [:], nil, 1,
       "workspace/swiftui-profile-row.ql: error: the script has no view named 'nosuch'\nhint: its views are ProfileRow\n"),
      (["learn"], ["QLREPL_LESSONS": "/nonexistent"], nil, 1,
       "qlrepl: no lessons in /nonexistent, the folder QLREPL_LESSONS names (it needs the lessons' .ql files)\n"),
      (["workspace/list-cell.ql"], [:], ":scale 1e999\n", 1,
       "the scale must be finite, and '1e999' is beyond the largest number (about 1.8e308) (usage: :scale N)\n"),
    ]
    for (arguments, environment, input, status, stderr) in cases {
      let outcome = try QlreplProcess.run(arguments, environment: environment, input: input)
      XCTAssertEqual(outcome.status, status, "\(arguments)")
      let shown = outcome.stderr.components(separatedBy: "(docs/swiftui.md)\n").last!
      XCTAssertEqual(shown, stderr, "\(arguments)")
    }
    XCTAssertEqual(try QlreplProcess.run(["check", empty]).stdout, "\(empty): ok, but it is empty: nothing to render\n")
  }
}
