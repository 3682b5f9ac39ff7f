import Foundation
import Glibc
import XCTest

/// Real inotify events: each way an editor saves is seen, by the REPL on a file and by watch
/// mode; a broken save shows its diagnostic and "stale"; qlrepl never writes the file.
final class WatchTests: XCTestCase {
  private static func script(_ text: String) -> String {
    "canvas(width: 300, height: 60)\nlet t = UILabel(text: \"\(text)\")\nvar body: Layout { HStack { t } }\n"
  }

  /// The saves of editors: each writes `text` to `path` its own way.
  private static let saves: [(name: String, save: @Sendable (String, String) throws -> Void)] = [
    ("rewrite in place", { text, path in
      let handle = try XCTUnwrap(FileHandle(forUpdatingAtPath: path))
      try handle.truncate(atOffset: 0)
      try handle.write(contentsOf: Data(text.utf8))
      try handle.close()
    }),
    ("temporary file renamed over it (vim, VS Code)", { text, path in
      let temporary = path + ".swp"
      try text.write(toFile: temporary, atomically: false, encoding: .utf8)
      XCTAssertEqual(rename(temporary, path), 0)
    }),
    ("delete and re-create", { text, path in
      try FileManager.default.removeItem(atPath: path)
      usleep(100_000)
      try text.write(toFile: path, atomically: false, encoding: .utf8)
    }),
  ]

  func testTheReplOnAFileRedrawsOnEverySave() throws {
    try checkSaves(arguments: { ["watch", $0] }, finish: { $0.process.terminate() })
    try checkSaves(arguments: { [$0] }, finish: { $0.send(":quit") })
  }

  private func checkSaves(arguments: (String) -> [String], finish: (PipedQlrepl) -> Void) throws {
    let path = try QlreplProcess.scriptFile(Self.script("first"))
    let qlrepl = try PipedQlrepl(arguments(path))
    var at = try XCTUnwrap(qlrepl.output.wait(for: "first"), qlrepl.output.text)
    for (number, (name, save)) in Self.saves.enumerated() {
      let text = "save\(number)"
      try save(Self.script(text), path)
      at = try XCTUnwrap(qlrepl.output.wait(for: "\(text)", after: at), "\(name): \(qlrepl.output.text)")
    }
    let broken = "canvas(width: 300, height: 60)\nvar body: Layout { HStak { } }\n"
    try broken.write(toFile: path, atomically: false, encoding: .utf8)
    at = try XCTUnwrap(qlrepl.output.wait(for: "cannot find 'HStak' in scope", after: at), qlrepl.output.text)
    at = try XCTUnwrap(qlrepl.output.wait(for: "stale", after: at), qlrepl.output.text)
    try Self.script("fixed").write(toFile: path, atomically: false, encoding: .utf8)
    at = try XCTUnwrap(qlrepl.output.wait(for: "fixed", after: at), qlrepl.output.text)
    finish(qlrepl)
    XCTAssertNotNil(qlrepl.waitForExit(), "qlrepl \(arguments(path)) did not end")
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), Self.script("fixed"), "qlrepl never writes the file")
    let folder = (path as NSString).deletingLastPathComponent
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["script.ql"])
  }

  func testAnImportedFileIsWatchedToo() throws {
    let library = try QlreplProcess.scriptFile("func Part() -> Layout { UILabel(text: \"partA\") }\n", name: "parts.ql")
    let main = (library as NSString).deletingLastPathComponent + "/main.ql"
    try "canvas(width: 300, height: 60)\nimport \"parts.ql\"\nvar body: Layout { HStack { Part() } }\n"
      .write(toFile: main, atomically: true, encoding: .utf8)
    let qlrepl = try PipedQlrepl([main])
    let at = try XCTUnwrap(qlrepl.output.wait(for: "partA"), qlrepl.output.text)
    try "func Part() -> Layout { UILabel(text: \"partB\") }\n".write(toFile: library, atomically: true, encoding: .utf8)
    XCTAssertNotNil(qlrepl.output.wait(for: "partB", after: at), qlrepl.output.text)
    qlrepl.input.fileHandleForWriting.closeFile()
    XCTAssertEqual(qlrepl.waitForExit(), 0)
  }
}
