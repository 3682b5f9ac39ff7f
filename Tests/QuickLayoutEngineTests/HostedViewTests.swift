import XCTest
@testable import QuickLayoutEngine
import LayoutCore

/// A view of the script's own class (`HostedView`): a leaf measured by its body (or its
/// `sizeThatFits` override), its body laid out again in its bounds, centred, as QuickLayout's
/// macro makes it. Frames worked out by hand (8 points a character, 20 a line, @2x).
final class HostedViewTests: XCTestCase {
  /// A `sizeThatFits` override written as a closure: given the proposal and the body's sizing,
  /// its answer (`body.sizeThatFits(size)` plus insets, or a constant that never asks the body).
  private struct Override: ViewSizingRule {
    let answer: @Sendable (Size, (Size) -> Size) -> Size
    var summary: String { "Override.sizeThatFits(_:)" }
    func makeRun() -> any ViewSizingRun { Run(answer: answer) }

    final class Run: ViewSizingRun {
      let answer: @Sendable (Size, (Size) -> Size) -> Size
      init(answer: @escaping @Sendable (Size, (Size) -> Size) -> Size) { self.answer = answer }
      func sizeThatFits(_ proposal: Size, body: (Size) -> Size) throws(CustomLayoutFailure) -> Size { answer(proposal, body) }
    }
  }

  private static func grown(_ width: Double, _ height: Double) -> Override {
    Override { proposal, body in
      let fitted = body(proposal)
      return Size(width: fitted.width + width, height: fitted.height + height)
    }
  }

  private static func constant(_ size: Size) -> Override { Override { _, _ in size } }

  private func hosted(_ id: Int, _ body: Element?, sizing: (any ViewSizingRule)? = nil, macro: Bool = true) -> Element {
    .hosted(HostedView(view: LeafView(id: id, kind: .plainView), className: "Card", body: body, sizing: sizing.map(ViewSizing.init),
                       isSizedByBody: macro))
  }

  func testFramesAndMeasurements() {
    let cases: [LayoutCase] = [
      // The card is pre-measured by its body (8 + 16 + 8 by 8 + 20 + 8), the HStack of 58 × 36 is
      // centred, and the card's layoutSubviews lays the body out again in its 32 × 36: the label
      // at 8, 8 inside the card, measured twice.
      LayoutCase(name: "a card in an HStack", canvas: Canvas(width: 200, height: 100),
                 body: hStack(spacing: 10, hosted(0, label(1, "Hi").padding(8)), label(2, "Go")), size: Size(width: 58, height: 36),
                 frames: [0: [71, 32, 32, 36], 1: [79, 40, 16, 20], 2: [113, 40, 16, 20]], measurements: [0: 1, 1: 2, 2: 1]),
      // The override answers the body's 16 × 20 grown by 20 × 10; the body is centred in the 36 × 30.
      LayoutCase(name: "sizeThatFits adding insets", canvas: Canvas(width: 100, height: 100),
                 body: vStack(hosted(0, label(1, "Hi"), sizing: Self.grown(20, 10))),
                 size: Size(width: 36, height: 30), frames: [0: [32, 35, 36, 30], 1: [42, 40, 16, 20]], measurements: [0: 1, 1: 2]),
      // An override that never asks its body: the body is laid out only in the view's bounds.
      LayoutCase(name: "sizeThatFits not asking the body", canvas: Canvas(width: 100, height: 100),
                 body: vStack(hosted(0, label(1, "Hi"), sizing: Self.constant(Size(width: 40, height: 40)))),
                 size: Size(width: 40, height: 40), frames: [0: [30, 30, 40, 40], 1: [42, 40, 16, 20]], measurements: [0: 1, 1: 1]),
      // A class without a body: UIKit's base view, fully flexible: the 80 the image leaves.
      LayoutCase(name: "no body", canvas: Canvas(width: 100, height: 50), body: hStack(hosted(0, nil), image(1, 20, 20)),
                 size: Size(width: 100, height: 50), frames: [0: [0, 0, 80, 50], 1: [80, 15, 20, 20]], measurements: [0: 0, 1: 1]),
      // A view in a view: the label is measured by the outer view's sizeThatFits, by the inner one's
      // when the outer view lays its body out, and in the inner view's bounds.
      LayoutCase(name: "nested views", canvas: Canvas(width: 100, height: 100), body: hosted(0, hosted(1, label(2, "Hi"))),
                 size: Size(width: 16, height: 20), frames: [0: [42, 40, 16, 20], 1: [42, 40, 16, 20], 2: [42, 40, 16, 20]],
                 measurements: [0: 1, 1: 2, 2: 3]),
      // An infinite answer is 10, as UIKit's base view sanitises it.
      LayoutCase(name: "an infinite answer", canvas: Canvas(width: 100, height: 100),
                 body: vStack(hosted(0, nil, sizing: Self.constant(Size(width: .infinity, height: 5)))),
                 size: Size(width: 10, height: 5), frames: [0: [45, 47.5, 10, 5]], measurements: [0: 1]),
      // Without the macro a view with a body and no override takes what it is proposed (fully
      // flexible) and its body is centred in it.
      LayoutCase(name: "no macro", canvas: Canvas(width: 100, height: 50), body: hStack(hosted(0, label(1, "Hi"), macro: false), image(2, 20, 20)),
                 size: Size(width: 100, height: 50), frames: [0: [0, 0, 80, 50], 1: [32, 15, 16, 20], 2: [80, 15, 20, 20]],
                 measurements: [0: 0, 1: 1, 2: 1]),
    ]
    for test in cases {
      let result = QuickLayout.layout(test.body, in: test.canvas, viewCount: 3)
      XCTAssertEqual(result.size, test.size, test.name)
      for (id, frame) in test.frames {
        XCTAssertEqual(result.frames[id], Rect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]), "\(test.name): view \(id)")
      }
      for (id, count) in test.measurements {
        XCTAssertEqual(result.log.measurements[id], count, "\(test.name): measurements of view \(id)")
      }
    }
  }

  func testTheBodysFlexibilityIsTheViews() {
    let card = hosted(0, plain(1))
    let result = QuickLayout.layout(hStack(card, image(2, 20, 20)), in: Canvas(width: 100, height: 50), viewCount: 3)
    XCTAssertEqual(result.viewFlexibility[0], AxesFlexibility(horizontal: .fullyFlexible, vertical: .fullyFlexible))
    let fixed = QuickLayout.layout(hosted(0, image(1, 20, 20)), in: Canvas(width: 100, height: 50), viewCount: 2)
    XCTAssertEqual(fixed.viewFlexibility[0], AxesFlexibility(horizontal: .fixedSize, vertical: .fixedSize))
  }

  /// The compiled node of a hosted view is no larger than a leaf's: the new case widens no
  /// node of a large layout (docs/performance.md, the 60 MiB of the 10,000-cell list).
  func testAHostedViewsPayloadIsNoLargerThanALeafs() {
    XCTAssertLessThanOrEqual(MemoryLayout<HostRule>.size, MemoryLayout<LeafRule>.size)
  }

  func testTheReasonsOfTheBodysProposals() {
    let log = QuickLayout.layout(vStack(hosted(0, label(1, "Hi"))), in: Canvas(width: 100, height: 100), viewCount: 2,
                                 recordingDetails: true).log
    XCTAssertEqual(log.records(for: 1).map(\.reason), [.hostBody, .hostBounds])
    XCTAssertEqual(log.records(for: 1).map(\.proposal), [Size(width: 100, height: 100), Size(width: 16, height: 20)])
  }
}
