import LayoutCore
import XCTest
@testable import LayoutScript

/// What the REPL asks of the language: classifying prompt input, locating the body and its
/// literals, additions evaluated after a script, and what an evaluation reports of itself.
final class PromptTests: XCTestCase {
  func testPromptInputIsClassified() {
    let cases: [(String, PromptInput)] = [
      ("gap = 12", .statements),
      ("title.text = \"Longer title\"", .statements),
      ("let x = UIView()", .statements),
      ("HStack { a; b }", .layout("HStack { a; b }")),
      ("  title.padding(4)  ", .layout("title.padding(4)")),
      ("var body: Layout {\n  VStack { a }\n}", .layout("VStack { a }")),
      ("HStack {", .incomplete),
      ("HStack(spacing: 4,", .incomplete),
      ("Label(\"(\")", .layout("Label(\"(\")")),
      ("gap = = 3", .statements),
    ]
    for (text, expected) in cases { XCTAssertEqual(PromptInput.classify(text), expected, text) }
  }

  func testTheBodyAndItsLiteralsAreLocated() throws {
    let source = "let t = UILabel(text: \"x 1\")\nvar body: Layout {\n  HStack(spacing: 8) { t.padding(2.5); Spacer(4) }\n}\n"
    let body = try XCTUnwrap(ScriptBody.locate(in: source))
    XCTAssertEqual(String(source[body.contents]), "\n  HStack(spacing: 8) { t.padding(2.5); Spacer(4) }\n")
    XCTAssertEqual(body.literals.map(\.value), [8, 2.5, 4])
    XCTAssertEqual(body.literals.map { String(source[$0.range]) }, ["8", "2.5", "4"])
    XCTAssertEqual(body.placements.map(\.name), ["t"])
    XCTAssertNil(ScriptBody.locate(in: "let a = 1"))
  }

  func testAdditionsRunAfterTheScriptAndTheirBodyReplacesIt() throws {
    let source = "var gap = 8\nlet a = UIView(width: 10, height: 10)\nvar body: Layout { HStack(spacing: gap) { a; a } }\n"
    let additions = ScriptAdditions(source: "gap = 2\nvar body: Layout { VStack(spacing: gap) { a } }", path: "<prompt>")
    let script = try ScriptEvaluator.evaluate(source: source, path: "main.ql", additions: [additions])
    XCTAssertEqual(script.globals.map { "\($0.name)=\($0.value)" }, ["a=a (UIView)", "gap=2"])
    guard case .stack(let stack)? = script.body else { return XCTFail("no stack") }
    XCTAssertEqual(stack.axis, .vertical)
    XCTAssertEqual(stack.spacing, 2)
    XCTAssertThrowsError(try ScriptEvaluator.evaluate(source: source, path: "main.ql",
                                                     additions: [ScriptAdditions(source: "gap = nope", path: "<prompt>")])) { error in
      XCTAssertEqual((error as? ScriptFailure)?.diagnostics.first?.location.file, "<prompt>")
    }
  }

  func testEachAdditionIsNumberedFromItsOwnFirstLineAndABareBodyReplacesTheBody() throws {
    let source = "var gap = 8\nlet a = UIView(width: 10, height: 10)\nvar body: Layout { HStack(spacing: gap) { a; a } }\n"
    let body = ScriptAdditions(source: "VStack(spacing: gap) {\n  a\n}", path: "<prompt body>", isBody: true)
    let script = try ScriptEvaluator.evaluate(source: source, path: "main.ql",
                                              additions: [ScriptAdditions(source: "var extra = 3", path: "<prompt 1>"),
                                                          ScriptAdditions(source: "gap = 2", path: "<prompt>"), body])
    guard case .stack(let stack)? = script.body else { return XCTFail("no stack") }
    XCTAssertEqual([stack.spacing], [2])
    XCTAssertEqual(script.warnings.map(\.message), [], "a declaration typed at the prompt is not 'never used'")
    // (additions, file:line:column of the first error)
    let cases: [([ScriptAdditions], String)] = [
      ([ScriptAdditions(source: "gap = 1", path: "<prompt 1>"), ScriptAdditions(source: "gap = nope", path: "<prompt>")], "<prompt>:1:7"),
      ([ScriptAdditions(source: "HStack {\n  aa\n}", path: "<prompt body>", isBody: true)], "<prompt body>:2:3"),
    ]
    for (additions, expected) in cases {
      XCTAssertThrowsError(try ScriptEvaluator.evaluate(source: source, path: "main.ql", additions: additions)) { error in
        XCTAssertEqual((error as? ScriptFailure)?.diagnostics.first?.location.description, expected)
      }
    }
  }

  func testImportedFilesAreListed() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qlrepl-prompt-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let library = folder.appendingPathComponent("parts.ql").path
    try "func Row() -> Layout { HStack { } }\n".write(toFile: library, atomically: true, encoding: .utf8)
    let main = folder.appendingPathComponent("main.ql").path
    let script = try ScriptEvaluator.evaluate(source: "import \"parts.ql\"\nvar body: Layout { Row() }", path: main)
    XCTAssertEqual(script.importedFiles, [library])
  }
}
