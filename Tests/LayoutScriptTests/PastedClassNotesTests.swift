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

  /// A table view controller's data source overrides that return values (`override func
  /// numberOfSections(in:) -> Int`) are UIKit's to call: never "never used"; a helper of the
  /// class nothing calls still is. After MessageKit's example LaunchViewController.
  func testAnOverrideIsNeverUnused() throws {
    let source = """
      import UIKit
      final class MenuViewController: UITableViewController {
        override func viewDidLoad() { super.viewDidLoad(); title = "Menu" }
        override func numberOfSections(in tableView: UITableView) -> Int { 2 }
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
        private func spareTitle() -> String { "Spare" }
      }
      """
    let script = try ScriptEvaluator.evaluate(source: source, path: "menu.ql")
    let unused = script.warnings.map(\.message).filter { $0.contains("is never used") }
    XCTAssertEqual(unused, ["component 'spareTitle' is never used"])
  }

  /// A property's observers after a value that is a call (`= UIColor(…) { didSet { … } }`) are
  /// the observers, not a trailing closure of the call; a dynamic colour (`UIColor { trait in … }`)
  /// is a colour. After pocket-casts-ios's AngularProgressIndicator and AlertKit's
  /// AlertAppleMusic16View (github.com/Automattic/pocket-casts-ios, github.com/sparrowcode/AlertKit).
  func testObserversAfterACallAndADynamicColourAreRead() throws {
    let source = """
      import UIKit
      final class Ring: UIView {
        var color = UIColor(red: 100 / 255, green: 100 / 255, blue: 100 / 255, alpha: 1.0) {
          didSet { setNeedsLayout() }
        }
        static var tint = UIColor { trait in
          switch trait.userInterfaceStyle {
          case .dark: return UIColor(white: 0.3, alpha: 1)
          default: return UIColor(white: 0.7, alpha: 1)
          }
        }
        let label = UILabel()
        override init(frame: CGRect) {
          super.init(frame: frame)
          addSubview(label)
          label.translatesAutoresizingMaskIntoConstraints = false
          NSLayoutConstraint.activate([label.centerXAnchor.constraint(equalTo: centerXAnchor)])
          label.text = "Ring"
        }
      }
      """
    let script = try ScriptEvaluator.evaluate(source: source, path: "ring.ql")
    let messages = script.warnings.map { "\($0.location): \($0.message)" }
    XCTAssertTrue(messages.contains { $0.hasPrefix("ring.ql:4:") && $0.contains("'didSet' observer") }, "\(messages)")
    XCTAssertNotNil(script.anchors, "\(messages)")
  }

  /// A pasted class's stored properties that nothing in the file reads (a base class whose
  /// subclasses, in other files, lay them out) get no "never used … remove it": Swift warns of
  /// none, they are the class's. After SwiftLayout-Sample's MenuDetailBottomBaseView
  /// (github.com/ioskrew/SwiftLayout-Sample).
  func testAClassesUnreadStoredPropertiesAreNotCalledUseless() throws {
    let source = """
      import UIKit
      class MenuFooterBase: UIView {
        let orderButton = UIButton()
        private let soldOutLabel = UILabel()
        let badge = UILabel()
        init(menu: Menu) {
          super.init(frame: .zero)
          addSubview(badge)
          badge.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      let unusedTop = 4
      """
    let script = try ScriptEvaluator.evaluate(source: source, path: "footer.ql")
    let messages = script.warnings.map { "\($0.location): \($0.message)" }
    XCTAssertFalse(messages.contains { $0.contains("'orderButton' is never used") || $0.contains("'soldOutLabel' is never used") }, "\(messages)")
    XCTAssertTrue(messages.contains { $0.contains("'unusedTop' is never used") }, "\(messages)")
  }
}
