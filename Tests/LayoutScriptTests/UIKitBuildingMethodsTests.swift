import LayoutCore
import LayoutPipeline
import XCTest
@testable import LayoutScript

/// A UIKit class whose views are built outside its set-up code (docs/uikit-auto-layout.md,
/// "Where the code may be"): the methods that build run with placeholder arguments only when the
/// set-up code builds nothing, each once; event handlers and installers of a given view do not.
/// The corpus files' frames are in RealWorldCorpusTests.
final class UIKitBuildingMethodsTests: XCTestCase {
  private func laidOut(_ source: String) throws -> (frames: [String: Rect], notes: [String]) {
    let laidOut = try laidOutFrames(source, path: "methods.ql")
    return (laidOut.frames, laidOut.messages)
  }

  /// A view with a label made by `methods`, placed 10 and 20 in.
  private func card(_ methods: String, initializer: String = "") -> String {
    """
    import UIKit
    final class CardView: UIView {
        private var titleLabel: UILabel?
        \(initializer)
        \(methods)
        private func makeTitle(_ text: String) {
            guard titleLabel == nil else { return }
            let label = UILabel()
            label.translatesAutoresizingMaskIntoConstraints = false
            label.text = text
            addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
                label.topAnchor.constraint(equalTo: topAnchor, constant: 20),
            ])
            titleLabel = label
        }
    }
    """
  }

  func testTheMethodsThatBuildRunOnlyWhenTheSetUpCodeBuildsNothing() throws {
    let cases: [(what: String, initializer: String, methods: String, label: Rect, ran: String?)] = [
      ("populate(with:) builds the title from its placeholder model's name (4 × 8)", "",
       "func populate(with model: Card) { makeTitle(model.name) }", Rect(x: 10, y: 20, width: 32, height: 20), "populate(with:)"),
      ("a String parameter is its own name, 'title' (5 × 8)", "",
       "func show(title: String) { makeTitle(title) }", Rect(x: 10, y: 20, width: 40, height: 20), "show(title:)"),
      ("init(frame:) builds: no method runs besides it", "override init(frame: CGRect) { super.init(frame: frame); makeTitle(\"Init\") }",
       "func show(title: String) { makeTitle(title) }", Rect(x: 10, y: 20, width: 32, height: 20), nil),
      ("an @objc handler is an event's target: not run ('Tap' not made), makeTitle(_:) runs on its own with 'text' (4 × 8)", "",
       "@objc func didTap(_ sender: UIButton) { makeTitle(\"Tap\") }", Rect(x: 10, y: 20, width: 32, height: 20), "makeTitle(_:)"),
      ("a method given the view it installs is the callers' helper: not run", "",
       "func install(_ content: UIView) { addSubview(content) }", Rect(x: 10, y: 20, width: 32, height: 20), "makeTitle(_:)"),
      ("the second of two methods calling the same builder is skipped once it built", "",
       "func first(text: String) { makeTitle(\"First\") }\n func second(text: String) { makeTitle(\"Second!\") }",
       Rect(x: 10, y: 20, width: 40, height: 20), "first(text:)"),
    ]
    for (what, initializer, methods, label, ran) in cases {
      let result = try laidOut(card(methods, initializer: initializer))
      XCTAssertEqual(result.frames["label"], label, what)
      let note = result.notes.first { $0.contains("the class's set-up code builds no view") }
      XCTAssertEqual(note?.contains("ran \(ran ?? "?") with placeholder arguments"), ran.map { _ in true }, what)
    }
  }

  func testAClassThatBuildsNoViewIsItsOwnViewAlone() throws {
    let source = """
      import UIKit
      final class GradientView: UIView {
          override class var layerClass: AnyClass { CAGradientLayer.self }
          func apply(colors: [UIColor]) { (layer as? CAGradientLayer)?.colors = colors.map { $0.cgColor } }
      }
      """
    let canvas = Rect(x: 0, y: 0, width: 375, height: 667)
    XCTAssertEqual(try laidOut(source).frames, ["self": canvas])
    // makeTitle(_:) is called by a delegate's second overload, which UIKit calls on an event: not run on its own.
    let delegate = card("""
      func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? { nil }
      func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) { makeTitle("Pin") }
      """)
    let result = try laidOut(delegate)
    XCTAssertEqual(result.frames, ["self": canvas])
    XCTAssertFalse(result.notes.contains { $0.contains("the class's set-up code builds no view") })
  }

  func testAClassFunctionInstallsTheClassOwnViewOnTheViewItIsGiven() throws {
    let result = try laidOut("""
      import UIKit
      final class ToastView: UIView {
          class func toastOnView(_ view: UIView, message: String) -> ToastView {
              let toast = ToastView(frame: .zero)
              toast.translatesAutoresizingMaskIntoConstraints = false
              view.addSubview(toast)
              NSLayoutConstraint.activate([
                  toast.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                  toast.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                  toast.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -32),
                  toast.heightAnchor.constraint(equalToConstant: 48),
              ])
              return toast
          }
      }
      """)
    XCTAssertEqual(result.frames["view"], Rect(x: 0, y: 0, width: 375, height: 667))
    XCTAssertEqual(result.frames["self"], Rect(x: 16, y: 587, width: 343, height: 48), "16 in, 32 above the bottom, 48 tall")
  }

  func testAnAppsConfiguringHelperRunsItsClosureOnTheValue() throws {
    let result = try laidOut("""
      import UIKit
      final class TagView: UIView {
          private let label = configure(UILabel()) {
              $0.text = "Swift"
              $0.translatesAutoresizingMaskIntoConstraints = false
          }
          override init(frame: CGRect) {
              super.init(frame: frame)
              addSubview(label)
              label.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
              label.topAnchor.constraint(equalTo: topAnchor, constant: 8).isActive = true
          }
      }
      """)
    XCTAssertEqual(result.frames["label"], Rect(x: 167.5, y: 8, width: 40, height: 20), "'Swift' (5 × 8) centred, 8 down: the closure ran")
    XCTAssertEqual(result.notes.filter { $0.contains("'configure' is the app's own helper") }.count, 1)
  }

  func testAViewOfUnreadConstraintsTakesAPlaceholderLengthAtPriorityOne() throws {
    let source = """
      import UIKit
      final class DotView: UIView {
          override init(frame: CGRect) {
              super.init(frame: frame)
              let ring = UIView()
              ring.translatesAutoresizingMaskIntoConstraints = false
              addSubview(ring)
              (self, ring) <~> .center
              ring.widthAnchor.constraint(equalToConstant: 30).isActive = true
          }
      }
      """
    let result = try laidOut(source)
    XCTAssertEqual(result.frames["ring"], Rect(x: 0, y: 0, width: 30, height: 44), "its width read (30), its height the placeholder's 44")
    XCTAssertTrue(result.notes.contains { $0.contains("no constraint qlrepl read places 'ring' on an axis") })
  }

  func testANestedControllerIsAClassOfItsOwn() throws {
    let result = try laidOut("""
      import UIKit
      final class HostController: UIViewController {
          private final class ContentController: UIViewController {
              let list = UITableView()
              override func viewDidLoad() {
                  super.viewDidLoad()
                  view.addSubview(list)
                  list.frame = view.bounds.insetBy(dx: 0, dy: 44)
              }
          }
          override func viewDidLoad() {
              super.viewDidLoad()
              let content = ContentController()
              addChild(content)
          }
      }
      """)
    XCTAssertEqual(result.frames["list"], Rect(x: 0, y: 44, width: 375, height: 579))
  }
}
