import Foundation
import Glibc
import XCTest

/// The list of SPEC 7 written as top-level `let` views (the shape of its parse benchmark) costs
/// no more memory than the same list written inline (issue 20, point 17): the analysis of unused
/// declarations is made and freed before evaluation, each top-level binding's syntax is freed
/// once it has run, the static check reads the globals where they are and `:vars`' values are
/// joined only when asked. Release build, 10,000 cells, `render --format json`: 66.7 -> 57.6 MiB
/// (inline 58.3 MiB); here the debug binary's peaks, 5,000 cells, are compared with each other.
final class LetLinesMemoryTests: XCTestCase {
  private static func cell(_ index: Int) -> (lets: [String], inline: String, placed: String) {
    let image = "UIImageView(width: 40, height: 40)", title = "UILabel(text: \"Item \(index)\")"
    let subtitle = "UILabel(text: \"Subtitle text for item \(index) that is long enough to wrap onto two lines\", lines: 2)"
    let button = "UIButton(title: \"Follow\")"
    let lets = ["let image\(index) = \(image)", "let title\(index) = \(title)", "let subtitle\(index) = \(subtitle)",
                "let button\(index) = \(button)"]
    func row(_ a: String, _ b: String, _ c: String, _ d: String) -> String {
      "    HStack(spacing: 8) { \(a); VStack(alignment: .leading) { \(b); \(c) }; Spacer(); \(d) }.padding(16)"
    }
    return (lets, row("\(image).named(\"image\(index)\")", "\(title).named(\"title\(index)\")",
                      "\(subtitle).named(\"subtitle\(index)\")", "\(button).named(\"button\(index)\")"),
            row("image\(index)", "title\(index)", "subtitle\(index)", "button\(index)"))
  }

  /// The peak resident memory, in KiB, of `qlrepl render FILE --format json`.
  private func peak(of path: String) throws -> Int {
    var pid: pid_t = 0
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let arguments = [QlreplProcess.binary.path, "render", path, "--format", "json"]
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    XCTAssertEqual(posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ), 0)
    var status: Int32 = 0
    var usage = rusage()
    XCTAssertEqual(wait4(pid, &status, 0, &usage), pid)
    XCTAssertEqual(status, 0, "render \(path)")
    return usage.ru_maxrss
  }

  func testLetViewsCostNoMoreThanInlineViews() throws {
    let cells = (1...5_000).map(Self.cell)
    let header = "canvas(width: 375, height: .infinity, mode: .fit, scale: 2)\n"
    let lets = header + cells.flatMap(\.lets).joined(separator: "\n") + "\nvar body: Layout {\n  VStack {\n"
      + cells.map(\.placed).joined(separator: "\n") + "\n  }\n}\n"
    let inline = header + "var body: Layout {\n  VStack {\n" + cells.map(\.inline).joined(separator: "\n") + "\n  }\n}\n"
    let letsPeak = try peak(of: try QlreplProcess.scriptFile(lets, name: "lets.ql"))
    let inlinePeak = try peak(of: try QlreplProcess.scriptFile(inline, name: "inline.ql"))
    XCTAssertLessThanOrEqual(Double(letsPeak), Double(inlinePeak) * 1.04, "lets \(letsPeak) KiB against inline \(inlinePeak) KiB")
  }
}
