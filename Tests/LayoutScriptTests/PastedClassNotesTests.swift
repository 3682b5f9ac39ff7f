import XCTest
@testable import LayoutScript

/// What a pasted SwiftLayout class needs is never called useless (issue 20, point 12): the
/// `var activation: Activation?` that `Layoutable` requires gets no "never used" warning, and
/// its `#Preview` shows the class's own layout, never noted as a class's UIKit code.
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
    // The preview shows the class, whose own `var layout` is the script's layout.
    XCTAssertNotNil(script.anchors, "\(messages)")
    XCTAssertFalse(messages.contains { $0.contains("'layout' is never used") || $0.contains("placeholder") }, "\(messages)")
    XCTAssertFalse(messages.contains { $0.contains("UIKit code") }, "\(messages)")
  }
}
