import LayoutCore
import SwiftUIEngine
import XCTest

/// Issue 20, point 18: in a fit canvas, an HStack (bottom alignment, spacing 10) of a
/// `fixedSize()`'d padded VStack, a text with `layoutPriority(2)` and a ZStack under
/// `frame(minHeight: 0, alignment: .bottom)` holding a flexible Color with
/// `alignmentGuide(.bottom) { _ in 0 }` and a Rectangle. Every frame is worked out by hand from
/// OpenSwiftUI's `StackLayout`, `_ZStackLayout`, `_FlexFrameLayout`, `_FixedSizeLayout`,
/// `_PaddingLayout` and `_AlignmentWritingModifier` (the reasoning beside each case), and agrees
/// with an independent port of those files checked against the 163 public oracle cases.
final class SwiftUIFitFrameTests: XCTestCase {
  private typealias Case = SwiftUICase

  /// The Text "Title" over "Subtitle here" (or "Sub"), padded 16 and `fixedSize()`'d.
  private static func paddedTitles(_ subtitle: String) -> Element {
    let titles = Element.stack(Stack(axis: .vertical, alignment: HorizontalAlignment.center.id, children: [text(0, "Title"), text(1, subtitle)]))
    return .modified(.modified(titles, .padding(EdgeInsets(top: 16, left: 16, bottom: 16, right: 16), followsDirection: true)),
                     .fixedSize(horizontal: true, vertical: true))
  }

  private static func bottomRow(_ children: [Element]) -> Element {
    .stack(Stack(axis: .horizontal, alignment: VerticalAlignment.bottom.id, spacing: 10, children: children))
  }

  private static func guidedToZero(_ element: Element) -> Element {
    .modified(element, .alignmentGuide(VerticalAlignment.bottom.id) { _ in 0 })
  }

  private static func minHeightZero(_ element: Element) -> Element {
    .modified(element, .flexibleFrame(FlexibleFrame(minHeight: 0, alignment: .bottom)))
  }

  private static let cases: [Case] = [
    // Proposed 375 × 350: 355 after spacing; the text (priority 2) is offered 355 less the
    // other group's minimums (the titles 72, the frame 0) = 283 and takes 264; the titles are
    // offered (19 + 72) / 2 and take 72, the frame the 19 left. The Color, proposed 19 × 350,
    // is 350 tall, so the frame is min(350, 350): the row is 350, fitted at 375 × 350. In the
    // ZStack (centre) the Color's bottom guide is not asked; a built-in guide does not leave
    // the ZStack, so the frame's bottom is its height and everything sits on y = 350.
    Case(name: "the described row, fitted in 375 × 350: the flexible views are as tall as the canvas",
         canvas: canvas(375, 350, .fit),
         body: bottomRow([paddedTitles("Sub"), .modified(text(2, "a long text that has priority two"), .layoutPriority(2)),
                          minHeightZero(.zStack(ZStack(children: [guidedToZero(color(3)), color(4)])))]),
         size: Size(width: 375, height: 350),
         frames: [Rect(x: 16, y: 286, width: 40, height: 20), Rect(x: 24, y: 314, width: 24, height: 20),
                  Rect(x: 82, y: 330, width: 264, height: 20), Rect(x: 356, y: 0, width: 19, height: 350),
                  Rect(x: 356, y: 0, width: 19, height: 350)]),
    // The Color in an inner HStack(alignment: .bottom) beside a Rectangle: proposed h, the
    // Color's bottom guide 0 puts it below the line, so the inner stack is 2h tall. Proposed
    // 375 × 140: the text takes 96 of 355 − (136 + 8), the titles 136, the frame 123; the
    // ZStack is 280 for 140, the frame min(140, 280) = 140. Placed, the frame proposes the
    // ZStack 123 × 140, which is 280 tall and aligned by its bottom (y −140); the ZStack
    // proposes its children its own 123 × 280 (its offer), so the inner Colors are 280 tall
    // and the inner stack 560: centred on the ZStack's centre line (280), the Color hangs from
    // y 280, the inner Rectangle from 0, the outer Rectangle (280 tall) from 140.
    Case(name: "the ZStack proposes its children its own size: flexible views twice the frame's height",
         canvas: canvas(375, 140, .fit),
         body: bottomRow([paddedTitles("Subtitle here"), .modified(text(2, "priority two"), .layoutPriority(2)),
                          minHeightZero(.zStack(ZStack(children: [
                            .stack(Stack(axis: .horizontal, alignment: VerticalAlignment.bottom.id, children: [guidedToZero(color(3)), color(4)])),
                            color(5),
                          ])))]),
         size: Size(width: 375, height: 140),
         frames: [Rect(x: 48, y: 76, width: 40, height: 20), Rect(x: 16, y: 104, width: 104, height: 20),
                  Rect(x: 146, y: 120, width: 96, height: 20), Rect(x: 252, y: 140, width: 57.5, height: 280),
                  Rect(x: 317.5, y: -140, width: 57.5, height: 280), Rect(x: 252, y: 0, width: 123, height: 280)]),
    // Issue 20's point 18 again (2026-12-02): the Rectangle inside the inner HStack beside the
    // guided Color, the ZStack holding that stack alone (so the ZStack is the stack). Proposed
    // 375 × 140 the frame is offered 123 (as above); the inner stack, proposed 123 × 140, puts
    // each view 57.5 × 140 on one bottom line, the Color below it (its bottom guide 0): 280
    // tall, so the frame is min(140, 280) = 140. Placed, the frame proposes its child 123 × 140
    // (a proposal was given) and aligns its bottom, 280, on its own, 140: y −140; the Color
    // hangs from the stack's line (y 0 in the canvas), the Rectangle above it (y −140). The
    // flexible views are 140 tall, the whole 140.
    Case(name: "the Rectangle inside the inner HStack: the flexible views as tall as the frame, one above the canvas",
         canvas: canvas(375, 140, .fit),
         body: bottomRow([paddedTitles("Subtitle here"), .modified(text(2, "priority two"), .layoutPriority(2)),
                          minHeightZero(.zStack(ZStack(children: [
                            .stack(Stack(axis: .horizontal, alignment: VerticalAlignment.bottom.id, children: [guidedToZero(color(3)), color(4)])),
                          ])))]),
         size: Size(width: 375, height: 140),
         frames: [Rect(x: 48, y: 76, width: 40, height: 20), Rect(x: 16, y: 104, width: 104, height: 20),
                  Rect(x: 146, y: 120, width: 96, height: 20), Rect(x: 252, y: 0, width: 57.5, height: 140),
                  Rect(x: 317.5, y: -140, width: 57.5, height: 140)]),
    // The guide on the inner HStack of the Color alone (a stack of one child is that child), a
    // Rectangle beside it in the ZStack: the ZStack aligns centres, so the bottom guide is never
    // read; both are proposed the frame's 123 × 140 and fill it.
    Case(name: "the guide on an inner HStack of the Color alone: the ZStack's centre alignment never reads it",
         canvas: canvas(375, 140, .fit),
         body: bottomRow([paddedTitles("Subtitle here"), .modified(text(2, "priority two"), .layoutPriority(2)),
                          minHeightZero(.zStack(ZStack(children: [
                            guidedToZero(.stack(Stack(axis: .horizontal, alignment: VerticalAlignment.center.id, children: [color(3)]))),
                            color(4),
                          ])))]),
         size: Size(width: 375, height: 140),
         frames: [Rect(x: 48, y: 76, width: 40, height: 20), Rect(x: 16, y: 104, width: 104, height: 20),
                  Rect(x: 146, y: 120, width: 96, height: 20), Rect(x: 252, y: 0, width: 123, height: 140),
                  Rect(x: 252, y: 0, width: 123, height: 140)]),
  ]

  func testDescribedRowInFitCanvas() {
    SwiftUICase.check(Self.cases)
  }

  /// A custom guide leaves a ZStack where the ZStack places the children that set it: the
  /// `Layout` protocol's default `explicitAlignment`, which `_ZStackLayout` keeps, combines each
  /// child's value plus its origin (a stack combines the values in the children's own
  /// coordinates). A 60-pt image and a 40-pt one whose `mid` guide is 5, centred in the ZStack:
  /// the small one sits at y 10, so the ZStack's `mid` is 15 (before: 5). In an
  /// `HStack(alignment: .mid, spacing: 0)` beside a 10-pt image (mid 5 by default, half its
  /// height), that image's centre meets y 15: it sits at y 10 (before: 0).
  func testACustomGuideLeavesAZStackWhereItPlacesTheChild() {
    let mid = AlignmentID(custom: "mid", axis: .vertical) { $0.height / 2 }
    let zStack = Element.zStack(ZStack(children: [image(0, 60, 60), .modified(image(1, 40, 40), .alignmentGuide(mid) { _ in 5 })]))
    let row = Element.stack(Stack(axis: .horizontal, alignment: mid, spacing: 0, children: [zStack, image(2, 10, 10)]))
    SwiftUICase.check([
      SwiftUICase(name: "the ZStack's mid is the guided child's 5 plus its origin 10", canvas: canvas(375, 667, .fit), body: row,
                  size: Size(width: 70, height: 60),
                  frames: [Rect(x: 0, y: 0, width: 60, height: 60), Rect(x: 10, y: 10, width: 40, height: 40),
                           Rect(x: 60, y: 10, width: 10, height: 10)]),
    ])
  }
}
