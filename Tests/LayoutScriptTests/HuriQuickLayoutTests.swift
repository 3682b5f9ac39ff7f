import LayoutCore
import XCTest
@testable import LayoutScript

/// huri000's QuickLayout (docs/uikit-auto-layout.md, "QuickLayout by Daniel Huri"): each method
/// makes the constraints its source makes; a view without a superview gets none, in a note.
/// The corpus files' frames are in RealWorldCorpusTests.
final class HuriQuickLayoutTests: XCTestCase {
  /// A 375 × 667 view whose `init` adds `badge` and `card` and runs `body`.
  private func frames(_ body: String) throws -> (frames: [String: Rect], notes: [String]) {
    let source = """
      import UIKit
      import QuickLayout
      class Panel: UIView {
          let card = UIView()
          let badge = UIView()
          init() {
              super.init(frame: UIScreen.main.bounds)
              addSubview(card)
              card.addSubview(badge)
              \(body)
          }
          required init?(coder: NSCoder) { fatalError() }
      }
      """
    let laidOut = try laidOutFrames(source, path: "huri.ql")
    return (laidOut.frames, laidOut.messages)
  }

  func testEachMethodMakesTheConstraintsOfItsSource() throws {
    let cases: [(why: String, body: String, view: String, frame: Rect)] = [
      ("layoutToSuperview(axis:) insets both edges; a bottom offset is written negative",
       "card.layoutToSuperview(axis: .horizontally, offset: 16); card.layoutToSuperview(.top, offset: 20); card.layoutToSuperview(.bottom, offset: -40)",
       "card", Rect(x: 16, y: 20, width: 343, height: 607)),
      ("sizeToSuperview(withRatio:offset:) scales and adds, at the card's top left",
       "card.fillSuperview(); badge.sizeToSuperview(withRatio: 0.5, offset: 10); badge.layoutToSuperview(.left, .top)",
       "badge", Rect(x: 0, y: 0, width: 197.5, height: 343.5)),
      ("centerInSuperview(offset:) moves both centres by the offset",
       "card.fillSuperview(); badge.set(.width, .height, of: 40); badge.centerInSuperview(offset: 10)",
       "badge", Rect(x: 177.5, y: 323.5, width: 40, height: 40)),
      ("set(_:of:relation:) at least 10, the bottom 2 above the card's; layout(to:of:) without a first edge is the same edge",
       "card.set(.width, of: 100); card.set(.height, of: 30); card.layoutToSuperview(.left, .top, offset: 8); "
         + "badge.layout(to: .top, of: card, offset: 4); badge.layout(.left, .right, to: card); "
         + "badge.set(.height, of: 10, relation: .greaterThanOrEqual); badge.layout(.bottom, to: .bottom, of: card, offset: -2)",
       "badge", Rect(x: 8, y: 12, width: 100, height: 24)),
      ("ratio: multiplies the other edge: the right at half the superview's right",
       "card.layoutToSuperview(.left, .top); card.layoutToSuperview(.right, ratio: 0.5); card.set(.height, of: 50)",
       "card", Rect(x: 0, y: 0, width: 187.5, height: 50)),
    ]
    for item in cases {
      let laidOut = try frames(item.body)
      XCTAssertEqual(laidOut.frames[item.view], item.frame, item.why)
    }
  }

  func testAViewWithoutASuperviewGetsNoConstraintAndANote() throws {
    let laidOut = try frames("let loose = UILabel(); loose.text = \"Hi\"; loose.layoutToSuperview(.top, offset: 8); card.fillSuperview()")
    XCTAssertTrue(laidOut.notes.contains { $0.contains("'loose' has no superview yet") && $0.contains("makes no constraint") },
                  laidOut.notes.joined(separator: "\n"))
    XCTAssertEqual(laidOut.frames["card"], Rect(x: 0, y: 0, width: 375, height: 667))
  }

  func testAnAppsOwnMethodOfTheSameNameIsNotTheLibrarys() throws {
    let laidOut = try frames("""
      card.fillSuperview()
              layout(card, gap: 3)
          }
          func layout(_ view: UIView, gap: CGFloat) {
              badge.frame = CGRect(x: gap, y: gap, width: 10, height: 10)
      """)
    XCTAssertEqual(laidOut.frames["badge"], Rect(x: 3, y: 3, width: 10, height: 10))
  }
}
