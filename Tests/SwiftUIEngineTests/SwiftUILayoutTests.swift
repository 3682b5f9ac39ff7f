import LayoutCore
import SwiftUIEngine
import XCTest

/// SwiftUI's rules on small trees, each frame worked out by hand from the rule it checks.
final class SwiftUILayoutTests: XCTestCase {
  private struct Case {
    let name: String
    let canvas: Canvas
    let body: Element
    let size: Size
    /// Every leaf's displayed frame, by leaf id.
    let frames: [Rect]
  }

  private static func canvas(_ width: Double, _ height: Double, _ mode: Canvas.Mode = .exact, scale: Double = 2) -> Canvas {
    Canvas(width: width, height: height, mode: mode, scale: scale, semantics: .swiftUI)
  }

  private static func leaf(_ id: Int, _ kind: LeafKind) -> Element { .leaf(LeafView(id: id, kind: kind)) }
  private static func image(_ id: Int, _ width: Double, _ height: Double) -> Element { leaf(id, .fixed(Size(width: width, height: height))) }
  private static func color(_ id: Int) -> Element { leaf(id, .plainView) }
  private static func text(_ id: Int, _ string: String, lines: Int = 0) -> Element {
    leaf(id, .label(text: LabelText(string), lines: lines, font: 16))
  }
  private static func hStack(spacing: Double? = nil, _ children: [Element]) -> Element {
    .stack(Stack(axis: .horizontal, alignment: VerticalAlignment.center.id, spacing: spacing, children: children))
  }

  private static let cases: [Case] = [
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
    for item in Self.cases {
      let result = SwiftUILayout.layout(item.body, in: item.canvas, viewCount: item.frames.count)
      XCTAssertEqual(result.size, item.size, item.name)
      XCTAssertEqual(result.frames.compactMap { $0 }, item.frames, item.name)
    }
  }
}
