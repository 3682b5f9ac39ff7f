import LayoutCore
import SwiftUIEngine
import XCTest

/// SwiftUI's rules on small trees, each frame worked out by hand from the rule it checks.
final class SwiftUILayoutTests: XCTestCase {
  private typealias Case = SwiftUICase

  private static let cases: [Case] = [
    Case(name: "the root is proposed and centred in the canvas less its safe area",
         canvas: { var c = canvas(200, 100); c.safeArea = EdgeInsets(top: 20, left: 0, bottom: 10, right: 40); return c }(),
         body: hStack(spacing: 0, [color(0), image(1, 20, 20)]),
         size: Size(width: 160, height: 70),
         frames: [Rect(x: 0, y: 20, width: 140, height: 70), Rect(x: 140, y: 45, width: 20, height: 20)]),
    Case(name: "a view that ignores the safe area extends to the canvas's edges where it reaches the safe area's",
         canvas: { var c = canvas(200, 100); c.safeArea = EdgeInsets(top: 20, left: 0, bottom: 10, right: 0); return c }(),
         body: .zStack(ZStack(children: [.swiftUI(.ignoresSafeArea(.all), [color(0)]), image(1, 20, 20)])),
         size: Size(width: 200, height: 70),
         frames: [Rect(x: 0, y: 0, width: 200, height: 100), Rect(x: 90, y: 45, width: 20, height: 20)]),
    Case(name: "only the edges named are ignored; what does not reach the safe area's edge stays",
         canvas: { var c = canvas(200, 100); c.safeArea = EdgeInsets(top: 20, left: 0, bottom: 10, right: 0); return c }(),
         body: .stack(Stack(axis: .vertical, alignment: HorizontalAlignment.center.id, spacing: 0, children: [
           .swiftUI(.ignoresSafeArea(.top), [color(0)]),
           .swiftUI(.ignoresSafeArea(.bottom), [image(1, 20, 20)]),
           .swiftUI(.ignoresSafeArea(.all), [.modified(image(2, 10, 10), .padding(EdgeInsets(top: 0, left: 0, bottom: 0, right: 0), followsDirection: true))]),
         ])),
         size: Size(width: 200, height: 70),
         // The colour takes 70 − 20 − 10 at y 20 and grows to the top; the first image does not
         // reach the bottom (the second is below it) and stays; the second grows to the bottom
         // edge and is centred in 10 + 10.
         frames: [Rect(x: 0, y: 0, width: 200, height: 60), Rect(x: 90, y: 60, width: 20, height: 20),
                  Rect(x: 95, y: 85, width: 10, height: 10)]),
    Case(name: "three rectangles in HStack(spacing: 0) framed 300×100 are a third each (objc.io)",
         canvas: canvas(375, 667),
         body: .modified(hStack(spacing: 0, [color(0), color(1), color(2)]), .frame(width: 300, height: 100, alignment: .center)),
         size: Size(width: 300, height: 100),
         frames: [Rect(x: 37.5, y: 283.5, width: 100, height: 100), Rect(x: 137.5, y: 283.5, width: 100, height: 100),
                  Rect(x: 237.5, y: 283.5, width: 100, height: 100)]),
    Case(name: "default spacing is 8 between views and 0 next to a Spacer",
         canvas: canvas(200, 100),
         body: hStack([image(0, 40, 40), .spacer(length: nil), image(1, 40, 40), image(2, 20, 20)]),
         size: Size(width: 200, height: 40),
         frames: [Rect(x: 0, y: 30, width: 40, height: 40), Rect(x: 132, y: 30, width: 40, height: 40),
                  Rect(x: 180, y: 40, width: 20, height: 20)]),
    Case(name: "a higher priority is proposed the space less the lower group's minimum (SwiftUI Field Guide)",
         canvas: canvas(200, 100),
         body: hStack([color(0), .modified(text(1, "Hello, world"), .layoutPriority(1)), color(2)]),
         size: Size(width: 200, height: 100),
         frames: [Rect(x: 0, y: 0, width: 44, height: 100), Rect(x: 52, y: 40, width: 96, height: 20),
                  Rect(x: 156, y: 0, width: 44, height: 100)]),
    // OpenSwiftUI's AlignmentModifiedLayoutComputer passes its child's priority: the first text
    // (priority 1 under a guide) is offered 100 less the second's minimum (0) and keeps its one
    // line, 72; the second, offered the 28 left, wraps "cc dd" onto two lines, 16 × 40. With the
    // guide reporting 0 (before), both were priority 0 and the less flexible second went first:
    // 40 × 20, the first wrapped to 32 × 40.
    Case(name: "a layout priority passes through alignmentGuide, which is no layout of its own",
         canvas: canvas(100, 100),
         body: hStack(spacing: 0, [
           .modified(.modified(text(0, "aaaa bbbb"), .layoutPriority(1)), .alignmentGuide(HorizontalAlignment.leading.id) { _ in 0 }),
           text(1, "cc dd"),
         ]),
         size: Size(width: 88, height: 40),
         frames: [Rect(x: 6, y: 40, width: 72, height: 20), Rect(x: 78, y: 30, width: 16, height: 40)]),
    Case(name: "a layout priority passes through a trait (gridCellColumns outside a grid), no layout either",
         canvas: canvas(100, 100),
         body: hStack(spacing: 0, [.modified(.modified(text(0, "aaaa bbbb"), .layoutPriority(1)), .gridCellColumns(2)), text(1, "cc dd")]),
         size: Size(width: 88, height: 40),
         frames: [Rect(x: 6, y: 40, width: 72, height: 20), Rect(x: 78, y: 30, width: 16, height: 40)]),
    // OpenSwiftUI's SecondaryLayerGeometryQuery aligns the layer by the primary's dimensions,
    // explicit guides included: the 40-pt image (at 30, 30) says its top is 10 down, so an
    // overlay aligned .top starts at y 40 (before: 30, the primary's frame edge).
    Case(name: "an overlay is aligned by the primary's guides, explicit ones included",
         canvas: canvas(100, 100),
         body: .modified(.modified(image(0, 40, 40), .alignmentGuide(VerticalAlignment.top.id) { _ in 10 }),
                         .layer(image(1, 10, 10), .overlay, .top)),
         size: Size(width: 40, height: 40),
         frames: [Rect(x: 30, y: 30, width: 40, height: 40), Rect(x: 45, y: 40, width: 10, height: 10)]),
    Case(name: "the least flexible child is proposed an even share first: the text wraps to a third",
         canvas: canvas(200, 100),
         body: hStack([color(0), text(1, "Hello, world"), color(2)]),
         size: Size(width: 200, height: 100),
         frames: [Rect(x: 0, y: 0, width: 68, height: 100), Rect(x: 76, y: 30, width: 48, height: 40),
                  Rect(x: 132, y: 0, width: 68, height: 100)]),
    Case(name: "a minimum-width frame is at least that wide and centres its child (SwiftUI Field Guide)",
         canvas: canvas(200, 100),
         body: .modified(.modified(text(0, "Hello"), .padding(EdgeInsets(top: 16, left: 16, bottom: 16, right: 16), followsDirection: true)),
                         .flexibleFrame(FlexibleFrame(minWidth: 150))),
         size: Size(width: 150, height: 52),
         frames: [Rect(x: 80, y: 40, width: 40, height: 20)]),
    // A minimum above the maximum (SwiftUI logs the frame as contradictory): `_FlexFrameLayout`
    // proposes the child the proposal clamped (the maximum wins, 60) and, with neither "both
    // limits" (min ≤ max fails) nor "one limit" applying, takes the child's height, 20. The
    // stack is 20 + 20 tall, centred: y 30. It was the minimum, 80 (the image at y 80).
    Case(name: "a frame whose minimum height is above its maximum takes its child's height",
         canvas: canvas(200, 100),
         body: .stack(Stack(axis: .vertical, alignment: HorizontalAlignment.center.id, spacing: 0, children: [
           .modified(text(0, "Hello"), .flexibleFrame(FlexibleFrame(minHeight: 80, maxHeight: 60))),
           image(1, 20, 20),
         ])),
         size: Size(width: 40, height: 40),
         frames: [Rect(x: 80, y: 30, width: 40, height: 20), Rect(x: 90, y: 50, width: 20, height: 20)]),
    // The same on the width of a flexible child: the Color is proposed min(max(120, p), 50) = 50
    // at every offer and the frame is its 50 (it was 120), the row 50 + 20 wide, centred: x 65.
    Case(name: "a frame whose minimum width is above its maximum is as wide as its child, proposed the maximum",
         canvas: canvas(200, 100),
         body: hStack(spacing: 0, [.modified(color(0), .flexibleFrame(FlexibleFrame(minWidth: 120, maxWidth: 50))), image(1, 20, 20)]),
         size: Size(width: 70, height: 100),
         frames: [Rect(x: 65, y: 0, width: 50, height: 100), Rect(x: 115, y: 40, width: 20, height: 20)]),
    // `fixedSize` is a layout of its own, whose engine does not ask for the Spacer's spacing
    // projection, so the frame over it resets its horizontal edges: 8 on each side of the
    // 30-point frame (a frame right over a Spacer keeps the Spacer's 0). 20 + 8 + 30 + 8 + 20 = 86,
    // centred: x 57. It was 70 wide, the frame's spacing the Spacer's.
    Case(name: "a frame over a fixedSize'd Spacer is spaced as a plain view",
         canvas: canvas(200, 100),
         body: hStack([image(0, 20, 20),
                       .modified(.modified(.spacer(length: nil), .fixedSize(horizontal: true, vertical: true)),
                                 .frame(width: 30, height: nil, alignment: .center)),
                       image(1, 20, 20)]),
         size: Size(width: 86, height: 20),
         frames: [Rect(x: 57, y: 40, width: 20, height: 20), Rect(x: 123, y: 40, width: 20, height: 20)]),
    Case(name: "an empty stack adds no spacing next to its siblings",
         canvas: canvas(100, 100),
         body: hStack([image(0, 20, 20), hStack([]), image(1, 20, 20)]),
         size: Size(width: 40, height: 20),
         frames: [Rect(x: 30, y: 40, width: 20, height: 20), Rect(x: 50, y: 40, width: 20, height: 20)]),
    Case(name: "fixedSize proposes nil on its axis and centres the text in the frame",
         canvas: canvas(375, 667),
         body: .modified(.modified(text(0, "A long line of text"), .fixedSize(horizontal: true, vertical: false)),
                         .frame(width: 50, height: 100, alignment: .center)),
         size: Size(width: 50, height: 100),
         frames: [Rect(x: 111.5, y: 323.5, width: 152, height: 20)]),
    Case(name: "a GeometryReader takes the proposal and puts its content at its top leading corner",
         canvas: canvas(300, 200),
         body: .swiftUI(.geometryReader, [image(0, 40, 20)]),
         size: Size(width: 300, height: 200),
         frames: [Rect(x: 0, y: 0, width: 40, height: 20)]),
    Case(name: "a Spacer proposed nothing (under fixedSize) takes its minimum of 8",
         canvas: canvas(100, 100),
         body: .modified(hStack([image(0, 20, 20), .spacer(length: nil)]), .fixedSize(horizontal: true, vertical: true)),
         size: Size(width: 28, height: 20),
         frames: [Rect(x: 36, y: 40, width: 20, height: 20)]),
    Case(name: "a fit canvas measures the root and lays it out in that size",
         canvas: canvas(160, .infinity, .fit),
         body: text(0, "The quick brown fox jumps over the lazy dog"),
         size: Size(width: 152, height: 60),
         frames: [Rect(x: 0, y: 0, width: 152, height: 60)]),
    Case(name: "background and overlay are proposed the primary's size and aligned in it; offset moves it all",
         canvas: canvas(200, 100),
         body: .modified(.modified(.modified(.modified(text(0, "Hello"), .padding(EdgeInsets(top: 8, left: 8, bottom: 8, right: 8), followsDirection: true)),
                                             .layer(color(1), .background, .topLeading)),
                                   .layer(image(2, 10, 10), .overlay, .bottomTrailing)),
                         .offset(x: 5, y: -5)),
         size: Size(width: 56, height: 36),
         frames: [Rect(x: 85, y: 35, width: 40, height: 20), Rect(x: 77, y: 27, width: 56, height: 36),
                  Rect(x: 123, y: 53, width: 10, height: 10)]),
    Case(name: "a ScrollView proposes nothing along its axis and takes the proposal; its content sits at the top, centred across",
         canvas: canvas(200, 300),
         body: .swiftUI(.scrollView(.vertical), [text(0, "Row one"), text(1, "Row two")]),
         size: Size(width: 200, height: 300),
         frames: [Rect(x: 72, y: 0, width: 56, height: 20), Rect(x: 72, y: 28, width: 56, height: 20)]),
    Case(name: "ViewThatFits shows the first child whose ideal width fits, else the last",
         canvas: canvas(150, 100),
         body: .swiftUI(.viewThatFits(horizontal: true, vertical: false), [
           hStack([text(0, "Wide label"), text(1, "beside another")]),
           .stack(Stack(axis: .vertical, alignment: HorizontalAlignment.leading.id, children: [text(2, "Narrow"), text(3, "stack")])),
         ]),
         size: Size(width: 48, height: 48),
         frames: [Rect(x: 51, y: 26, width: 48, height: 20), Rect(x: 51, y: 54, width: 40, height: 20)]),
    Case(name: "displayed frames round origin and far corner to the pixel grid, ties up",
         canvas: canvas(200, 100),
         body: image(0, 40.5, 20.25),
         size: Size(width: 40.5, height: 20.25),
         frames: [Rect(x: 80, y: 40, width: 40.5, height: 20)]),
  ]

  func testEveryCaseGivesItsFramesAndSize() {
    SwiftUICase.check(Self.cases)
  }
}
