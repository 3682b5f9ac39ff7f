import Foundation
import LayoutCore
import LayoutPipeline
import XCTest
@testable import LayoutScript

/// UIKit's manual layout (docs/uikit-auto-layout.md, "Frames set in code"): frames set in a
/// pasted class's code, its `layoutSubviews()` run in the canvas's bounds, class views laid out
/// in their own frames, a cell laid out as a row, and the set-up code real classes split over
/// extensions and their own methods. Every frame below is worked out by hand from those rules.
final class UIKitManualLayoutTests: XCTestCase {
  private var corpus: URL { Bundle.module.resourceURL!.appendingPathComponent("Fixtures/RealWorld") }

  /// The frames of `source` laid out, by view name, and its notes.
  private func layOut(_ source: String, path: String = "manual.ql") throws -> (frames: [String: Rect], notes: [String], canvas: Canvas) {
    let laidOut = try Pipeline.run(source: source, path: path)
    let result = try XCTUnwrap(laidOut.result, "\(path) lays nothing out")
    var frames: [String: Rect] = [:]
    for (id, view) in laidOut.script.views.enumerated() where result.frames.indices.contains(id) {
      if let frame = result.frames[id] { frames[view.name] = frame }
    }
    return (frames, laidOut.script.warnings.filter { $0.severity == .note }.map(\.message), laidOut.script.canvas)
  }

  private func fixture(_ file: String) throws -> String {
    try String(contentsOf: corpus.appendingPathComponent(file), encoding: .utf8)
  }

  func testTheCorpusFilesFramesAreTheRulesFrames() throws {
    let cases: [(what: String, file: String, view: String, frame: Rect)] = [
      ("the bubble's small dot: a sixth of the 72-pt bounds, at the bottom left", "uikit-frames-typing-bubble.ql", "smallDot",
       Rect(x: 0, y: 60, width: 12, height: 12)),
      ("the medium dot: twice as large, nudged by a sixth of the small radius", "uikit-frames-typing-bubble.ql", "mediumDot",
       Rect(x: 10, y: 38, width: 24, height: 24)),
      ("the bubble: the bounds less the small radius and the nudge", "uikit-frames-typing-bubble.ql", "bubble",
       Rect(x: 14, y: 0, width: 106, height: 58)),
      ("the dots: the bubble's bounds inset by 2 and a quarter of its height, in the bubble", "uikit-frames-typing-bubble.ql", "dots",
       Rect(x: 28.5, y: 2, width: 77, height: 54)),
      ("a cell given no size is a 375-wide row of 44; its label the content view's bounds inset by 16 and 4",
       "uikit-frames-cell-row.ql", "noticeLabel", Rect(x: 16, y: 4, width: 343, height: 36)),
      ("viewDidLoad() in an extension: the handle 24 high, ClassName.handleHeight", "uikit-extension-viewdidload.ql", "handleView",
       Rect(x: 0, y: 0, width: 375, height: 24)),
      ("the list 8 under the panel's top, which is under the handle", "uikit-extension-viewdidload.ql", "listView",
       Rect(x: 0, y: 32, width: 375, height: 635)),
      ("UIScrollView(frame: bounds) set again to the bounds in layoutSubviews", "uikit-two-cells-same-members.ql", "scrollView",
       Rect(x: 0, y: 0, width: 200, height: 150)),
      ("frame.origin.y and frame.size set apart: 12 down, the rest of the height", "uikit-two-cells-same-members.ql", "imageView",
       Rect(x: 0, y: 12, width: 200, height: 138)),
      ("a view made by the cell's own method: three quarters of 160, centred, at the top", "uikit-cell-own-setup-methods.ql", "coverView",
       Rect(x: 20, y: 0, width: 120, height: 120)),
      ("the title 32 high at the bottom, as wide as 'Night Drive' (11 × 8)", "uikit-cell-own-setup-methods.ql", "titleLabel",
       Rect(x: 36, y: 128, width: 88, height: 32)),
      ("loadView()'s own root view, the label 40 and 120 in, 180 × 24 by SnapKit", "uikit-loadview-snapkit.ql", "greeting",
       Rect(x: 40, y: 120, width: 180, height: 24)),
      ("sizeToFit: 'Start' at 20 pt (5 × 10 + 24, 25 + 14), centred on the view's centre", "uikit-sizetofit-center.ql", "startButton",
       Rect(x: 150.5, y: 314, width: 74, height: 39)),
      ("UIFontMetrics at Large keeps 16 pt: 'Ada Lovelace' 12 × 8 by 20", "uikit-font-metrics-priorities.ql", "nameLabel",
       Rect(x: 16, y: 12, width: 96, height: 20)),
      ("a UIStackView subclass arranging its views in an extension's _init(): the avatar 44, centred in 64",
       "uikit-stackview-subclass-extension.ql", "avatarView", Rect(x: 0, y: 10, width: 44, height: 44)),
      ("the name after the spacing of 12, filling the rest (.fill)", "uikit-stackview-subclass-extension.ql", "nameLabel",
       Rect(x: 56, y: 22, width: 264, height: 20)),
      ("a private extension's set-up method: the view's top 44 above the bar's bottom, 44 high", "uikit-private-extension-setup.ql",
       "topBar", Rect(x: 0, y: 0, width: 375, height: 44)),
      ("its other method: 34 high at the bottom", "uikit-private-extension-setup.ql", "bottomBar", Rect(x: 0, y: 633, width: 375, height: 34)),
    ]
    for (what, file, view, frame) in cases {
      XCTAssertEqual(try layOut(try fixture(file), path: file).frames[view], frame, "\(file): \(what)")
    }
  }

  /// `--size` (and `:canvas`, `--device`) reach the evaluation: layoutSubviews runs in their bounds.
  func testLayoutSubviewsRunsInTheCommandLinesCanvas() throws {
    let source = try fixture("uikit-frames-typing-bubble.ql")
    let laidOut = try Pipeline.run(source: source, path: "bubble.ql",
                                   options: LayoutOptions(canvas: CanvasOverride(size: Size(width: 240, height: 144))))
    let result = try XCTUnwrap(laidOut.result)
    let frame = { (name: String) in laidOut.script.views.firstIndex { $0.name == name }.flatMap { result.frames[$0] } }
    XCTAssertEqual(frame("smallDot"), Rect(x: 0, y: 120, width: 24, height: 24), "a sixth of 144")
    XCTAssertEqual(frame("bubble"), Rect(x: 28, y: 0, width: 212, height: 116))
  }

  func testFrameAssignmentsAndReads() throws {
    let cases: [(what: String, code: String, view: String, frame: Rect)] = [
      ("frame = CGRect", "box.frame = CGRect(x: 10, y: 20, width: 100, height: 50)", "box", Rect(x: 10, y: 20, width: 100, height: 50)),
      ("bounds sets the size, center the origin around it",
       "box.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)\n    box.center = CGPoint(x: 100, y: 100)", "box",
       Rect(x: 80, y: 90, width: 40, height: 20)),
      ("frame.size.height alone", "box.frame = CGRect(x: 0, y: 0, width: 30, height: 30)\n    box.frame.size.height = 12", "box",
       Rect(x: 0, y: 0, width: 30, height: 12)),
      ("the root's bounds are the canvas: 375 × 667", "box.frame = bounds.insetBy(dx: 20, dy: 100)", "box",
       Rect(x: 20, y: 100, width: 335, height: 467)),
      ("a label's sizeToFit: 'Hello' at the leaf model's 16 pt (5 × 8 by 20)", "label.sizeToFit()\n    label.frame.origin = CGPoint(x: 8, y: 8)",
       "label", Rect(x: 8, y: 8, width: 40, height: 20)),
      ("a local variable named frame is the variable's, not the view's",
       "var frame = box.frame\n    frame.size.width = 99\n    box.frame = CGRect(x: 1, y: 2, width: frame.size.width, height: 3)", "box",
       Rect(x: 1, y: 2, width: 99, height: 3)),
      ("divided from the max X edge: the slice at the right, 100 of the 375",
       "box.frame = bounds.divided(atDistance: 100, from: .maxXEdge).slice", "box", Rect(x: 275, y: 0, width: 100, height: 667)),
      ("divided from the min Y edge: the remainder below the 60", "let (top, rest) = bounds.divided(atDistance: 60, from: .minYEdge)\n"
        + "    label.frame = top\n    box.frame = rest", "box", Rect(x: 0, y: 60, width: 375, height: 607)),
      ("divided from the max Y edge by more than the height: the slice is all of it, the remainder 0 high",
       "box.frame = bounds.divided(atDistance: 900, from: .maxYEdge).remainder", "box", Rect(x: 0, y: 0, width: 375, height: 0)),
      ("offsetBy moves a frame read back", "box.frame = CGRect(x: 0, y: 0, width: 10, height: 10)\n    box.frame = box.frame.offsetBy(dx: 5, dy: 7)",
       "box", Rect(x: 5, y: 7, width: 10, height: 10)),
    ]
    for (what, code, view, frame) in cases {
      let source = """
        import UIKit
        class Panel: UIView {
          let box = UIView()
          let label = UILabel()
          override init(frame: CGRect) {
            super.init(frame: frame)
            label.text = "Hello"
            addSubview(box)
            addSubview(label)
          }
          override func layoutSubviews() {
            super.layoutSubviews()
            \(code)
          }
        }
        """
      XCTAssertEqual(try layOut(source).frames[view], frame, what)
    }
  }

  /// A class view placed by its superview's frames runs its own layoutSubviews in those bounds.
  func testAClassViewLaysItsSubviewsOutInItsOwnFrame() throws {
    let source = """
      import UIKit
      class Badge: UIView {
        let dot = UIView()
        override init(frame: CGRect) {
          super.init(frame: frame)
          addSubview(dot)
        }
        override func layoutSubviews() {
          super.layoutSubviews()
          dot.frame = CGRect(x: bounds.width - 10, y: 0, width: 10, height: 10)
        }
      }
      class Screen: UIViewController {
        let badge = Badge()
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(badge)
        }
        override func viewDidLayoutSubviews() {
          super.viewDidLayoutSubviews()
          badge.frame = CGRect(x: 20, y: 40, width: 60, height: 30)
        }
      }
      """
    let frames = try layOut(source).frames
    XCTAssertEqual(frames["badge"], Rect(x: 20, y: 40, width: 60, height: 30))
    XCTAssertEqual(frames["badge.dot"], Rect(x: 70, y: 40, width: 10, height: 10), "50 in the badge's 60 and at its top")
  }

  /// `override var frame: CGRect { didSet { … } }` adds observers to UIKit's own frame (Swift lets
  /// an override add observers, not storage): `frame` and `bounds` read in the class stay the
  /// view's, not a placeholder's zero rectangle. After MessageKit's AvatarView.
  func testObserversOfAnOverriddenFrameKeepTheViewsFrame() throws {
    let source = """
      import UIKit
      final class Strip: UIView {
        let bar = UIView()
        override var frame: CGRect { didSet { setNeedsLayout() } }
        open override var bounds: CGRect {
          didSet { setNeedsLayout() }
        }
        override init(frame: CGRect) {
          super.init(frame: frame)
          addSubview(bar)
        }
        override func layoutSubviews() {
          super.layoutSubviews()
          bar.frame = CGRect(x: 0, y: 0, width: frame.width / 2, height: bounds.height / 2)
        }
      }
      """
    let laidOut = try layOut(source)
    XCTAssertEqual(laidOut.frames["bar"], Rect(x: 0, y: 0, width: 187.5, height: 333.5))
    XCTAssertTrue(laidOut.notes.contains { $0.contains("the 'didSet' observer of UIKit's 'frame' is ignored") }, "\(laidOut.notes)")
    XCTAssertFalse(laidOut.notes.contains { $0.contains("takes a placeholder") }, "\(laidOut.notes)")
  }

  /// `self.updateLayout()` in a class's code runs the class's own method (not SwiftLayout's
  /// activation, nor a UIKit call), in the shown class and in a view of another class.
  func testSelfCallsRunTheClassesOwnMethods() throws {
    let source = """
      import UIKit
      class Chip: UIView {
        let text = UILabel()
        init(title: String) {
          super.init(frame: .zero)
          text.text = title
          self.updateLayout()
        }
        func updateLayout() {
          addSubview(text)
          text.frame = CGRect(x: 4, y: 2, width: 40, height: 16)
        }
      }
      class Toolbar: UIView {
        let chip = Chip(title: "New")
        override init(frame: CGRect) {
          super.init(frame: frame)
          self.updateLayout()
        }
        func updateLayout() {
          addSubview(chip)
          chip.frame = CGRect(x: 10, y: 10, width: 48, height: 20)
        }
      }
      """
    let frames = try layOut(source).frames
    XCTAssertEqual(frames["chip"], Rect(x: 10, y: 10, width: 48, height: 20))
    XCTAssertEqual(frames["chip.text"], Rect(x: 14, y: 12, width: 40, height: 16), "4 and 2 inside the chip")
  }

  /// A cell nobody sizes: the canvas's width and its content's height when its constraints give
  /// one; 44 (CellCanvas) when they do not; the note says so.
  func testACellIsLaidOutAsARow() throws {
    let selfSizing = """
      import UIKit
      class NoteCell: UITableViewCell {
        let title = UILabel()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
          super.init(style: style, reuseIdentifier: reuseIdentifier)
          title.text = "Milk"
          title.translatesAutoresizingMaskIntoConstraints = false
          contentView.addSubview(title)
          NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
          ])
        }
      }
      """
    let fitted = try layOut(selfSizing)
    XCTAssertEqual(fitted.frames["contentView"], Rect(x: 0, y: 0, width: 375, height: 40), "10 + 20 + 10: the content decides")
    XCTAssertEqual(fitted.canvas.mode, .fit)
    XCTAssertTrue(fitted.notes.contains { $0.contains("'NoteCell' is a cell") && $0.contains("44 points") }, "\(fitted.notes)")
    let framed = try layOut(selfSizing.replacingOccurrences(of: "NSLayoutConstraint.activate([", with: "_ = ([")
      .replacingOccurrences(of: "title.translatesAutoresizingMaskIntoConstraints = false", with: "title.frame = CGRect(x: 16, y: 0, width: 100, height: 44)"))
    XCTAssertEqual(framed.frames["contentView"], Rect(x: 0, y: 0, width: 375, height: 44), "frames give no height: a plain table's row")
    let sized = try layOut("canvas(width: 320, height: 60)\n" + selfSizing)
    XCTAssertEqual(sized.frames["contentView"]?.size, Size(width: 320, height: 60), "canvas(…) sizes it")
    XCTAssertFalse(sized.notes.contains { $0.contains("is a cell") })
  }

  /// Frames set by a body's class are the body's to give: the layout pass is skipped with a note.
  func testALayoutPassBesideABodyIsNoted() throws {
    let source = """
      import UIKit
      @QuickLayout
      final class Row: UIView {
        let title = UILabel(text: "Hi")
        var body: Layout { title }
        override func layoutSubviews() {
          super.layoutSubviews()
          title.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
        }
      }
      """
    let laidOut = try layOut(source)
    XCTAssertNotEqual(laidOut.frames["title"]?.size, Size(width: 1, height: 1))
    XCTAssertTrue(laidOut.notes.contains { $0.hasPrefix("method 'layoutSubviews()' is ignored") }, "\(laidOut.notes)")
  }

  /// A frame that is no CGRect is a diagnostic at its place, not a crash.
  func testABadFrameIsADiagnostic() throws {
    let source = """
      import UIKit
      class Panel: UIView {
        let box = UIView()
        override init(frame: CGRect) {
          super.init(frame: frame)
          addSubview(box)
          box.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        }
        override func layoutSubviews() {
          box.frame = "wide"
        }
      }
      """
    let laidOut = try layOut(source)
    XCTAssertEqual(laidOut.frames["box"], Rect(x: 0, y: 0, width: 10, height: 10), "the bad assignment is skipped")
    XCTAssertTrue(laidOut.notes.contains { $0.contains("a frame is a CGRect of finite numbers") }, "\(laidOut.notes)")
  }
}
