import LayoutCore
import LayoutPipeline
import XCTest
@testable import LayoutScript

/// What a pasted UIKit class takes from outside the file (docs/uikit-auto-layout.md, "What the
/// file does not hold"): the stand-ins are given only where the code leaves a gap, never over
/// what the code sets. The corpus files' frames are in RealWorldCorpusTests.
final class UIKitSurroundingsTests: XCTestCase {
  private func frames(_ source: String) throws -> (frames: [String: Rect], notes: [String]) {
    let laidOut = try Pipeline.run(source: source, path: "surroundings.ql")
    let result = try XCTUnwrap(laidOut.result)
    var frames: [String: Rect] = [:]
    for (id, view) in laidOut.script.views.enumerated() where result.frames.indices.contains(id) {
      if let frame = result.frames[id] { frames[view.name] = frame }
    }
    return (frames, laidOut.script.warnings.map(\.message))
  }

  private func badge(setUp: String) -> String {
    """
    import UIKit
    final class BadgeView: UIView {
        private let countLabel = UILabel()
        private let iconView = UIImageView()
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(countLabel)
            addSubview(iconView)
            countLabel.translatesAutoresizingMaskIntoConstraints = false
            iconView.translatesAutoresizingMaskIntoConstraints = false
            \(setUp)
            NSLayoutConstraint.activate([
                countLabel.topAnchor.constraint(equalTo: topAnchor),
                countLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
                iconView.topAnchor.constraint(equalTo: countLabel.bottomAnchor),
                iconView.leadingAnchor.constraint(equalTo: leadingAnchor),
            ])
        }
    }
    """
  }

  func testOnlyContentTheCodeNeverSetsIsAPlaceholder() throws {
    let cases: [(what: String, setUp: String, label: Rect, icon: Rect, noted: Bool)] = [
      ("neither set: the label's name (10 × 8) and a 24-pt picture", "", Rect(x: 0, y: 0, width: 80, height: 20),
       Rect(x: 0, y: 20, width: 24, height: 24), true),
      ("text set to \"\" and the image to nil: kept empty", "countLabel.text = \"\"; iconView.image = nil",
       .zero, .zero, false),
      ("text set: its own (2 × 8)", "countLabel.text = \"12\"; iconView.image = nil", Rect(x: 0, y: 0, width: 16, height: 20),
       Rect(x: 0, y: 20, width: 0, height: 0), false),
      ("attributed text is its string (3 × 8)", "countLabel.attributedText = NSAttributedString(string: \"99+\"); iconView.image = nil",
       Rect(x: 0, y: 0, width: 24, height: 20), Rect(x: 0, y: 20, width: 0, height: 0), false),
    ]
    for (what, setUp, label, icon, noted) in cases {
      let laidOut = try frames(badge(setUp: setUp))
      XCTAssertEqual(laidOut.frames["countLabel"], label, what)
      XCTAssertEqual(laidOut.frames["iconView"], icon, what)
      XCTAssertEqual(laidOut.notes.contains { $0.contains("so each shows a placeholder") }, noted, what)
    }
  }

  func testAnAppHelperPinsByItsNameOnly() {
    let cases: [(name: String, target: Evaluator.PinningTarget?)] = [
      ("fillSuperview", .superview), ("pinToParent", .superview), ("constrainEdgesToSuperview", .superview),
      ("edgesToSuperview", .superview), ("fillSuperviewAvoidingSafeAreaAndKeyboard", .superview),
      ("anchorToAllSidesOf", .givenView), ("pinEdges", .givenView),
      ("applyTheme", nil), ("centerInSuperview", nil), ("removeFromSuperview", nil), ("fill", nil), ("pinned", nil),
    ]
    for (name, target) in cases {
      XCTAssertEqual(Evaluator.pinningTarget(of: name), target, name)
    }
  }

  func testAHelperGivenAViewPinsToThatView() throws {
    let source = """
    import UIKit
    final class VideoCard: UIView {
        private let videoView = UIView()
        private let shadowView = UIView()
        override init(frame: CGRect) {
            super.init(frame: frame)
            videoView.translatesAutoresizingMaskIntoConstraints = false
            addSubview(shadowView)
            addSubview(videoView)
            NSLayoutConstraint.activate([
                videoView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
                videoView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20),
                videoView.centerYAnchor.constraint(equalTo: centerYAnchor),
                videoView.heightAnchor.constraint(equalToConstant: 180),
            ])
            shadowView.anchorToAllSidesOf(view: videoView)
        }
    }
    """
    let laidOut = try frames(source)
    XCTAssertEqual(laidOut.frames["shadowView"], Rect(x: 20, y: 243.5, width: 335, height: 180))
    XCTAssertTrue(laidOut.notes.contains { $0.contains("'anchorToAllSidesOf' is the app's own helper") && $0.contains("the view it is given") })
  }

  func testOutletsTheCodeConstrainsAreNotStacked() throws {
    let source = """
    import UIKit
    final class ProfileViewController: UIViewController {
        @IBOutlet weak var avatarView: UIImageView!
        @IBOutlet weak var nameLabel: UILabel!
        @IBOutlet var tapRecognizer: UITapGestureRecognizer!
        override func viewDidLoad() {
            super.viewDidLoad()
            nameLabel.text = "Ada"
            NSLayoutConstraint.activate([
                avatarView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                avatarView.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                avatarView.widthAnchor.constraint(equalToConstant: 60),
                avatarView.heightAnchor.constraint(equalToConstant: 60),
            ])
        }
    }
    """
    let laidOut = try frames(source)
    XCTAssertEqual(laidOut.frames["avatarView"], Rect(x: 157.5, y: 100, width: 60, height: 60), "placed by the code's constraints")
    XCTAssertEqual(laidOut.frames["nameLabel"], Rect(x: 16, y: 0, width: 24, height: 20), "stacked alone in the margins")
    XCTAssertNil(laidOut.frames["tapRecognizer"], "a gesture recognizer is no view")
    XCTAssertTrue(laidOut.notes.contains { $0.contains("this outlet is not in the file") && $0.hasSuffix(": nameLabel") }, "\(laidOut.notes)")
    XCTAssertFalse(laidOut.notes.contains { $0.contains("never used") }, "an outlet is the storyboard's to use")
  }
}
