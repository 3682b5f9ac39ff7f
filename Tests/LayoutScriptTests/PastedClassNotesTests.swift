import XCTest
@testable import LayoutScript

/// What a pasted SwiftLayout class needs is never called useless (issue 20, point 12): the
/// `var activation: Activation?` that `Layoutable` requires gets no "never used" warning, and
/// `#Preview` is noted as a preview, not as a class's UIKit code.
/// The class follows SwiftLayout's README "Layoutable" example (github.com/ioskrew/SwiftLayout, README.md).
final class PastedClassNotesTests: XCTestCase {
  func testLayoutablesActivationAndAPreviewAreNotedForWhatTheyAre() throws {
    let source = """
      import SwiftLayout

      class ProfileView: UIView, Layoutable {
        var activation: Activation?
        let title = UILabel(text: "Hi")
        var layout: some Layout {
          self.sl.sublayout {
            title.sl.anchors { Anchors.top.leading.equalToSuper(constant: 16) }
          }
        }
      }

      #Preview {
        ProfileView()
      }
      """
    let script = try ScriptEvaluator.evaluate(source: source, path: "profile.ql")
    let messages = script.warnings.map { "\($0.location): \($0.severity.rawValue): \($0.message)" }
    XCTAssertFalse(messages.contains { $0.contains("'activation' is never used") }, "\(messages)")
    XCTAssertTrue(messages.contains("profile.ql:13:1: note: '#Preview' is ignored: it previews the view in Xcode; qlrepl lays out the script's body (or layout) itself"),
                  "\(messages)")
    XCTAssertFalse(messages.contains { $0.contains("UIKit code") }, "\(messages)")
  }
}
