import LayoutCore
import SwiftUIEngine
import XCTest

/// The engine's typed facts of where each stack sized each view (`LayoutResult.stackFacts`,
/// written only when a run records details): the fitting order, the priority, the lengths the
/// sort asked and the offer, worked out by hand from the stack rule.
final class SwiftUIStackFactsTests: XCTestCase {
  private typealias Sizing = StackFact.Sizing

  /// `HStack { Color; Text("Hello, world").layoutPriority(1); Color }` in 200 × 100: 184 after
  /// spacing; the text (alone in priority 1, never asked its lengths) is offered 184 less the
  /// colours' minimums (0) and takes 96; the colours, 0 to ∞ wide, share the 88 left in order.
  func testEachViewKnowsItsRankPriorityRangeAndOffer() {
    let body = hStack([color(0), .modified(text(1, "Hello, world"), .layoutPriority(1)), color(2)])
    let result = SwiftUILayout.layout(body, in: canvas(200, 100), viewCount: 3, recordingDetails: true)
    func fact(_ sizing: Sizing) -> [StackFact] { [StackFact(axis: .horizontal, holder: nil, count: 3, sizing: sizing)] }
    XCTAssertEqual(result.stackFacts[1], fact(Sizing(rank: 0, priority: 1, range: nil, offer: 184)))
    XCTAssertEqual(result.stackFacts[0], fact(Sizing(rank: 1, priority: 0, range: (0, .infinity), offer: 44)))
    XCTAssertEqual(result.stackFacts[2], fact(Sizing(rank: 2, priority: 0, range: (0, .infinity), offer: 44)))
  }

  /// A view inside a nested VStack: the HStack's fact names the VStack holding it, then the
  /// VStack's own fact follows; a stack proposed nothing along its axis (under `fixedSize`)
  /// proposes every child its ideal size.
  func testHolderAndIdealSizing() {
    let inner = Element.stack(Stack(axis: .vertical, alignment: HorizontalAlignment.center.id, children: [text(1, "A"), text(2, "B")]))
    let body = Element.modified(hStack([image(0, 40, 40), inner]), .fixedSize(horizontal: true, vertical: true))
    let result = SwiftUILayout.layout(body, in: canvas(200, 100), viewCount: 3, recordingDetails: true)
    XCTAssertEqual(result.stackFacts[0], [StackFact(axis: .horizontal, holder: nil, count: 2, sizing: nil)])
    XCTAssertEqual(result.stackFacts[1]?.first, StackFact(axis: .horizontal, holder: "VStack", count: 2, sizing: nil))
    XCTAssertEqual(result.stackFacts[1]?.count, 2)
    XCTAssertEqual(result.stackFacts[1]?.last?.axis, .vertical)
  }

  func testNoFactsUnlessDetailsAreRecorded() {
    let result = SwiftUILayout.layout(hStack([color(0), color(1)]), in: canvas(200, 100), viewCount: 2)
    XCTAssertTrue(result.stackFacts.isEmpty)
  }
}
