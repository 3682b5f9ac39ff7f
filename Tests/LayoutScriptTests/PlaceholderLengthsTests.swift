import LayoutCore
import XCTest
@testable import LayoutScript

/// A frame given a length that is a property without a value keeps the view's own length there
/// (docs/language.md, "Which view is shown"), where the placeholder's 0 drew nothing; a literal
/// 0, or a value a preview gives, is the frame's.
final class PlaceholderLengthsTests: XCTestCase {
  private func badge(_ frame: String, preview: String = "") -> String {
    """
    import SwiftUI
    struct Badge: View {
        let size: CGFloat
        var body: some View {
            Color.orange.frame(\(frame))
        }
    }
    \(preview)
    """
  }

  func testAPropertyWithoutAValueLeavesTheFramesLength() throws {
    let cases: [(why: String, source: String, frame: Rect)] = [
      ("width and height of 'size': the colour's own, the whole 375 × 667", badge("width: size, height: size"),
       Rect(x: 0, y: 0, width: 375, height: 667)),
      ("self.size too, the literal height kept: 375 × 30, centred", badge("width: self.size, height: 30"), Rect(x: 0, y: 318.5, width: 375, height: 30)),
      ("a literal 0 is the frame's", badge("width: 0, height: 0"), Rect(x: 187.5, y: 333.5, width: 0, height: 0)),
      ("a preview's 40 is the frame's", badge("width: size, height: size", preview: "#Preview { Badge(size: 40) }"),
       Rect(x: 167.5, y: 313.5, width: 40, height: 40)),
    ]
    for item in cases {
      let laidOut = try laidOutFrames(item.source, path: "badge.ql")
      XCTAssertEqual(laidOut.frames["Color#1"], item.frame, item.why)
    }
    let noted = try laidOutFrames(badge("width: size, height: size"), path: "badge.ql").messages
    XCTAssertTrue(noted.contains { $0.contains("'size' has no value here") && $0.contains("width and height are left out") }, "\(noted)")
  }
}
