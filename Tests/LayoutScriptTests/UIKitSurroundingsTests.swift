import LayoutCore
import LayoutPipeline
import XCTest
@testable import LayoutScript

/// What a pasted UIKit class takes from outside the file (docs/uikit-auto-layout.md, "What the
/// file does not hold"): the stand-ins are given only where the code leaves a gap, never over
/// what the code sets. The corpus files' frames are in RealWorldCorpusTests.
final class UIKitSurroundingsTests: XCTestCase {
  private func frames(_ source: String) throws -> (frames: [String: Rect], notes: [String]) {
    let laidOut = try laidOutFrames(source, path: "surroundings.ql")
    return (laidOut.frames, laidOut.messages)
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

  /// A QuickLayoutKit view (`class RowView: QuickLayoutView`, no macro) is sized by its body as a
  /// `@QuickLayout` class is, and its labels and button whose content only `configure`/`render`
  /// set show their own names (16-pt text: 8 points a character, 20 a line; a button 24 and 14
  /// more): the item 9 × 8 by 20, the title 10 × 8, the button 8 × 8 + 24 by 34, "Hi" kept; the
  /// stack 88 × 94 centred in 375 × 667 at (143.5, 286.5). Before, the item took the proposal
  /// (a base view without the macro) and the empty label and button were 0 × 0.
  func testAQuickLayoutKitViewIsSizedByItsBodyAndShowsItsUnsetContent() throws {
    let laidOut = try frames("""
      import QuickLayout
      final class ItemView: QuickLayoutView {
        let nameLabel = UILabel()
        func configure(_ name: String) { nameLabel.text = name }
        override var body: Layout { nameLabel }
      }
      final class RowView: QuickLayoutView {
        let item = ItemView(frame: .zero)
        let titleLabel = UILabel()
        let goButton = UIButton(configuration: .plain())
        let fixedLabel = UILabel()
        override init(frame: CGRect) { super.init(frame: frame); fixedLabel.text = "Hi" }
        override var body: Layout {
          VStack(alignment: .leading, spacing: 0) { item; titleLabel; goButton; fixedLabel }
        }
        func render(_ title: String) { titleLabel.text = title; goButton.setTitle(title, for: .normal) }
      }
      """)
    XCTAssertEqual(laidOut.frames["item"], Rect(x: 143.5, y: 286.5, width: 72, height: 20))
    XCTAssertEqual(laidOut.frames["item.nameLabel"], Rect(x: 143.5, y: 286.5, width: 72, height: 20))
    XCTAssertEqual(laidOut.frames["titleLabel"], Rect(x: 143.5, y: 306.5, width: 80, height: 20))
    XCTAssertEqual(laidOut.frames["goButton"], Rect(x: 143.5, y: 326.5, width: 88, height: 34))
    XCTAssertEqual(laidOut.frames["fixedLabel"], Rect(x: 143.5, y: 360.5, width: 16, height: 20))
    XCTAssertTrue(laidOut.notes.contains { $0.contains("so each shows a placeholder") && $0.hasSuffix(": ItemView.nameLabel, titleLabel, goButton") },
                  "\(laidOut.notes)")
  }

  /// `traitCollection` is an iPhone's in portrait (UIKitTraitCollection): a hairline of
  /// `1 / displayScale` is half a point on the 2x canvas, and a size-class test takes the compact
  /// branch (the labels stacked, 20 apart): the stack, 40.5 high, centred at y 313.25, which
  /// the 2x pixel grid rounds to 313.5.
  func testTheTraitCollectionIsAnIPhonesInPortrait() throws {
    let laidOut = try frames("""
      import QuickLayout
      @QuickLayout
      final class V: UIView {
        let a = UILabel(text: "A")
        let b = UILabel(text: "B")
        let line = UIView()
        var body: Layout {
          VStack(spacing: 0) {
            if traitCollection.horizontalSizeClass == .compact { VStack(spacing: 0) { a; b } } else { HStack { a; b } }
            line.resizable().frame(height: 1 / max(self.traitCollection.displayScale, 1))
          }
        }
      }
      """)
    XCTAssertEqual(laidOut.frames["a"], Rect(x: 183.5, y: 313.5, width: 8, height: 20))
    XCTAssertEqual(laidOut.frames["b"], Rect(x: 183.5, y: 333.5, width: 8, height: 20))
    XCTAssertEqual(laidOut.frames["line"]?.size.height, 0.5)
  }
}
