import Foundation
import XCTest
@testable import LayoutScript

/// Issue 9, point 17: every component and the body are checked, used or not, branches taken or
/// not: their names resolve and the labels of what they call exist, as Swift would check them.
final class StaticCheckTests: XCTestCase {
  private func errors(_ source: String) -> [String] {
    failure(source).components(separatedBy: "\n").filter { $0.contains(": error: ") || $0.hasPrefix("hint: ") }
  }

  func testNamesAndLabelsOfAnUncalledComponentAreChecked() {
    let source = """
      let title = UILabel(text: "Title")
      func Row(_ text: String) -> Layout {
        HStack(spacng: 4) { UILabel(text: txt); titel }
      }
      func Card() -> Layout { Row(label: "x").paddin(4).padding(hor: 3) }
      var body: Layout { title }
      """
    XCTAssertEqual(errors(source), [
      "test.ql:3:10: error: 'HStack' has no argument 'spacng:'", "hint: did you mean 'spacing'?",
      "test.ql:3:37: error: cannot find 'txt' in scope", "hint: did you mean 'text'?",
      "test.ql:3:43: error: cannot find 'titel' in scope", "hint: did you mean 'title'?",
      "test.ql:5:29: error: 'Row' has no argument 'label:'", "hint: 'Row' is declared at test.ql:2:6",
      "test.ql:5:41: error: unknown modifier '.paddin'", "hint: did you mean 'padding'?",
      "test.ql:5:59: error: 'padding' has no argument 'hor:'", "hint: its arguments are 'ignoringLayoutDirection:'",
    ])
  }

  func testABranchNotTakenIsCheckedAndAnErrorEvaluationFoundIsNotRepeated() {
    let source = """
      let wide = false
      func Row(_ text: String) -> Layout {
        if wide { UILabel(txt: text) } else { UILabel(text: text) }
      }
      var body: Layout {
        VStack { Row("a"); if wide { Spacr() }; nope }
      }
      """
    XCTAssertEqual(errors(source), [
      "test.ql:3:21: error: 'UILabel' has no argument 'txt:'", "hint: did you mean 'text'?",
      "test.ql:6:32: error: cannot find 'Spacr' in scope", "hint: did you mean 'Spacer'?",
      "test.ql:6:43: error: cannot find 'nope' in scope",
    ])
  }

  func testWhatAComponentMayUseResolves() throws {
    // Parameters, locals, loop variables, closure parameters and $0, globals declared after it,
    // other components, custom alignments, types and the pasted class's UIKit calls.
    let source = """
      func Row(_ items: [String], gap: CGFloat = 4) -> Layout {
        let spacing = gap * 2
        HStack(alignment: .firstThird, spacing: spacing) {
          for item in items { UILabel(text: item).frame(maxWidth: CGFloat.infinity) }
          ForEach(items.map { $0 + "!" }) { text in Badge(text) }
          UIView().alignmentGuide(.firstThird) { d in d[.bottom] / 3 + offset }
        }
      }
      func Badge(_ text: String) -> Layout { UILabel(text: text).padding(.horizontal, 4) }
      extension VerticalAlignment { static let firstThird = VerticalAlignment { d in d.height / 3 } }
      let offset = 2
      """
    XCTAssertNil(try ScriptEvaluator.evaluate(source: source, path: "library.ql").body)
  }

  func testAnImportedLibraryIsNotCheckedAgain() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uncalled-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "func Broken() -> Layout { nothing }".write(to: folder.appendingPathComponent("lib.ql"), atomically: true, encoding: .utf8)
    let main = folder.appendingPathComponent("main.ql").path
    XCTAssertNoThrow(try ScriptEvaluator.evaluate(source: "import \"lib.ql\"\nvar body: Layout { Spacer() }", path: main))
  }
}
