import LayoutCore
import XCTest
@testable import LayoutScript

/// huri000/QuickLayout, SwiftEntryKit's layout extension (docs/uikit-auto-layout.md,
/// "huri000/QuickLayout"): each method makes the constraints its source makes. Frames worked out
/// by hand in the 375 × 667 canvas; a text is 8 points a character and 20 tall.
final class HuriQuickLayoutTests: XCTestCase {
  /// A view whose `init(frame:)` adds `a`, `b` (plain views) and `label` ("Hello", 40 × 20), then runs `code`.
  private func banner(_ code: String) -> String {
    """
    import UIKit
    import QuickLayout
    final class BannerView: UIView {
        let a = UIView(), b = UIView()
        let label: UILabel = {
            let label = UILabel()
            label.text = "Hello"
            return label
        }()
        override init(frame: CGRect) {
            super.init(frame: frame)
            [a, b, label].forEach { addSubview($0) }
            \(code)
        }
        required init?(coder: NSCoder) { fatalError() }
    }
    """
  }

  func testEachMethodMakesTheLibrarysConstraints() throws {
    let cases: [(what: String, code: String, view: String, frame: Rect)] = [
      ("set(.width, .height, of:) and layoutToSuperview(_:offset:) per edge",
       "a.set(.width, .height, of: 40); a.layoutToSuperview(.leading, offset: 16); a.layoutToSuperview(.top, offset: 20)",
       "a", Rect(x: 16, y: 20, width: 40, height: 40)),
      ("layout(_:to:of:offset:) puts an edge against another view's other edge; layout(_:to:) the same edges",
       "a.set(.width, .height, of: 40); a.layoutToSuperview(.leading, .top); label.layout(.leading, to: .trailing, of: a, offset: 8); label.layout(.centerY, to: a)",
       "label", Rect(x: 48, y: 10, width: 40, height: 20)),
      ("layoutToSuperview(axis:offset:) insets both ends, the second by −offset",
       "b.set(.height, of: 1); b.layoutToSuperview(axis: .horizontally, offset: 10); b.layoutToSuperview(.bottom)",
       "b", Rect(x: 10, y: 666, width: 355, height: 1)),
      ("layoutToSuperview(.width, ratio:) multiplies the superview's width; centerInSuperview centres",
       "a.layoutToSuperview(.width, ratio: 0.4); a.set(.height, of: 20); a.centerInSuperview()",
       "a", Rect(x: 112.5, y: 323.5, width: 150, height: 20)),
      ("fillSuperview(offset:) centres a view whose size is the superview's plus the offset",
       "a.fillSuperview(offset: -75)", "a", Rect(x: 37.5, y: 37.5, width: 300, height: 592)),
      ("sizeToSuperview(withRatio:) sizes without placing: at the top left",
       "a.sizeToSuperview(withRatio: 0.5); a.layoutToSuperview(.top, .left)", "a", Rect(x: 0, y: 0, width: 187.5, height: 333.5)),
      ("[views].spread(_:stretchEdgesToSuperview:offset:) chains them and pins the ends",
       "[a, b].layoutToSuperview(axis: .horizontally); [a, b].spread(.vertically, stretchEdgesToSuperview: true, offset: 10); a.layout(.height, to: b)",
       "b", Rect(x: 0, y: 338.5, width: 375, height: 318.5)),
      ("set(_:of:relation: .lessThanOrEqual) caps a length against a stretch of .defaultHigh",
       "a.set(.width, of: 200, relation: .lessThanOrEqual); a.set(.height, of: 10); a.layoutToSuperview(.leading, .top); a.layoutToSuperview(.trailing, priority: .defaultHigh)",
       "a", Rect(x: 0, y: 0, width: 200, height: 10)),
      ("forceContentWrap() makes the label hug its text against a low-priority stretch",
       "label.forceContentWrap(); label.layoutToSuperview(.top, .leading); label.layoutToSuperview(.trailing, priority: .defaultHigh)",
       "label", Rect(x: 0, y: 0, width: 40, height: 20)),
    ]
    for (what, code, view, frame) in cases {
      let laidOut = try laidOutFrames(banner(code), path: "banner.ql")
      XCTAssertEqual(laidOut.frames[view], frame, what)
    }
  }

  func testAPriorityOfAnotherFileIsRequiredAndAViewWithoutSuperviewGetsNoConstraint() throws {
    let laidOut = try laidOutFrames(banner("""
      a.set(.height, of: 30, priority: .must)
      a.layoutToSuperview(axis: .horizontally, priority: .must)
      a.layoutToSuperview(.top)
      let loose = UIView()
      loose.layoutToSuperview(.top)
      """), path: "banner.ql")
    XCTAssertEqual(laidOut.frames["a"], Rect(x: 0, y: 0, width: 375, height: 30))
    XCTAssertTrue(laidOut.messages.contains { $0.contains("'.must' is not modelled") && $0.contains("1000") }, "\(laidOut.messages)")
    XCTAssertTrue(laidOut.messages.contains { $0.contains("'layoutToSuperview' on 'loose' before it has a superview") }, "\(laidOut.messages)")
  }

  func testACallOfAnotherShapeIsNotTheLibrarysAndAnUnknownEdgeIsSaid() throws {
    // An app's own `set(value:)` is not QuickLayout's `set(_:of:)`: a call of the app's, a placeholder.
    let laidOut = try laidOutFrames(banner("a.set(value: 3); a.layoutToSuperview(.tpo); a.fillSuperview()"), path: "banner.ql")
    XCTAssertEqual(laidOut.frames["a"], Rect(x: 0, y: 0, width: 375, height: 667))
    XCTAssertTrue(laidOut.messages.contains { $0.contains("QLAttribute has no member 'tpo'") }, "\(laidOut.messages)")
  }
}
