import Foundation
import XCTest

/// Issue 9 through the real binary: code pasted from the docs (or from another layout system)
/// gets `check`'s clear answers (points 14, 16, 17 and 18).
final class PastedCodeTests: XCTestCase {
  /// Point 17: a file without a body is fine, but `check` says there is nothing to render.
  func testCheckSaysWhenAFileHasNothingToRender() throws {
    let path = try QlreplProcess.scriptFile("func Row(_ text: String) -> Layout { UILabel(text: text) }\n")
    let outcome = try QlreplProcess.run(["check", path])
    XCTAssertEqual(outcome.status, 0, outcome.stderr)
    XCTAssertEqual(outcome.stdout,
                   "\(path): ok, but nothing to render: it declares no `var body: Layout { … }` (a library for other files to import)\n")
  }

  /// Points 17 and 18: SwiftLayout code that nothing evaluates is checked, and named for what it is.
  func testSwiftLayoutCodeIsNamedAndChecked() throws {
    // A typo of the class's own view (a name declared nowhere would be a placeholder).
    let path = try QlreplProcess.scriptFile("final class V: UIView, Layoutable {\n  let label = UILabel()\n  var layout: some Layout {\n    self.sl.sublayout { labl }\n  }\n}\n")
    let outcome = try QlreplProcess.run(["check", path])
    XCTAssertEqual(outcome.status, 1)
    XCTAssertEqual(outcome.stderr.components(separatedBy: "\n").prefix(2), [
      "\(path): this looks like SwiftLayout code (Layoutable, .sl, sublayout): qlrepl lays it out by SwiftLayout's rules, "
        + "and what follows is what it does not read of it (docs/autolayout.md)",
      "\(path):4:25: error: cannot find 'labl' in scope",
    ])
  }

  /// Point 18: pasted SwiftUI says so in one line before the first error.
  func testSwiftUICodeIsNamedBeforeTheFirstError() throws {
    let path = try QlreplProcess.scriptFile("import SwiftUI\nstruct DragView: View {\n  var body: some View { Lst { Text(\"Drag\") } }\n}\n")
    let outcome = try QlreplProcess.run(["render", path])
    XCTAssertEqual(outcome.status, 1)
    XCTAssertTrue(outcome.stderr.hasPrefix("\(path): this looks like SwiftUI code (View, Text): "), outcome.stderr)
  }

  /// Points 14 and 16: a docs snippet whose class has a parse error prints it once; a bare
  /// layout renders as the body.
  func testADocsClassErrorPrintsOnceAndABareLayoutRenders() throws {
    let broken = try QlreplProcess.scriptFile("@QuickLayout\nfinal class V: UIView {\n  let a = UILabel(text: \"x\" \"y\")\n}\n")
    let failed = try QlreplProcess.run(["check", broken])
    XCTAssertEqual(failed.status, 1)
    XCTAssertEqual(failed.stderr.components(separatedBy: ": error: ").count, 2, failed.stderr)
    let bare = try QlreplProcess.scriptFile("let title = UILabel(text: \"Hi\")\nHStack { title }\n")
    let rendered = try QlreplProcess.run(["render", bare, "--format", "json"])
    XCTAssertEqual(rendered.status, 0, rendered.stderr)
    XCTAssertTrue(rendered.stdout.contains("\"title\": ["), rendered.stdout)
    XCTAssertTrue(rendered.stderr.contains("note: the file declares no `var body: Layout { … }`: this layout is its body"))
  }
}
