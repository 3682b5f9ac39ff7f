import LayoutCore
import LayoutPipeline
import XCTest

/// SwiftUI's `position(x:y:)` and `position(_:)` (`PositionRule`, OpenSwiftUI's
/// `_PositionLayout`): the modified view takes the proposal, its child is proposed that size
/// and centred on the point. Frames worked out by hand beside each assertion; the script
/// follows the documentation's own examples (`Text("…").position(x: 175, y: 100)`,
/// `.position(CGPoint(x: 175, y: 100))`).
final class PositionModifierTests: XCTestCase {
  /// A VStack(spacing: 0) proposed 300 × 200: the framed position (range 0) is sized first and
  /// offered 200 / 2, taking 60; the text's position (range ∞) the 140 left. Each position view
  /// is as large as proposed (300 wide), its child centred on its point.
  func testPositionCentresTheChildOnThePointInTheProposedSize() throws {
    let frames = try swiftUIFrames("""
      canvas(width: 300, height: 200)
      VStack(spacing: 0) {
        Text("Hi").named("hi").position(x: 50, y: 30)
        Rectangle().named("box").frame(width: 40, height: 20).position(CGPoint(x: 100, y: 10)).frame(height: 60)
      }
      """)
    XCTAssertEqual(frames["hi"], rect(42, 20, 16, 20))  // "Hi" 16 × 20 centred on (50, 30)
    XCTAssertEqual(frames["box"], rect(80, 140, 40, 20))  // 40 × 20 centred on (100, 10) of the view at y 140
  }

  /// Proposed nothing on a side (in a VStack under fixedSize), the view takes its child's length
  /// there; both sides unspecified, the child's size: the point still centres the child.
  func testAnUnspecifiedSideTakesTheChildsLength() throws {
    let frames = try swiftUIFrames("""
      canvas(width: 300, height: 200)
      VStack(spacing: 0) {
        Rectangle().named("box").frame(width: 40, height: 20).position(x: 0, y: 0)
      }
      .fixedSize()
      """)
    // The position view is 40 × 20 (its child's, proposed nothing), centred in the canvas at
    // (130, 90); its child, proposed 40 × 20, is centred on (0, 0) of it.
    XCTAssertEqual(frames["box"], rect(110, 80, 40, 20))
  }

  /// The result tree names the modifier, the script printer writes it back, and QuickLayout
  /// runs the same rule with its own proposals (the canvas, so the view is the canvas's size).
  func testTreeNameAndQuickLayout() throws {
    let source = """
      canvas(width: 200, height: 100)
      Rectangle().named("box").frame(width: 40, height: 20).position(x: 30, y: 40)
      """
    let laidOut = try Pipeline.run(source: source, path: "paste.ql")
    let result = try XCTUnwrap(laidOut.result)
    XCTAssertEqual(result.tree.nodes.map(\.kind).first, .modifier(InternedString("position")))
    XCTAssertEqual(result.frames.compactMap { $0 }.first, rect(10, 30, 40, 20))
    let quick = try Pipeline.run(source: source.replacingOccurrences(of: "canvas(width: 200, height: 100)",
                                                                      with: "canvas(width: 200, height: 100, semantics: .quickLayout)"), path: "paste.ql")
    XCTAssertEqual(try XCTUnwrap(quick.result).frames.compactMap { $0 }.first, rect(10, 30, 40, 20))
  }
}
