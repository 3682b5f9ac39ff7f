import LayoutCore
import SwiftUIEngine
import XCTest

/// One layout by SwiftUI's rules with its expected size and every leaf's displayed frame, each
/// worked out by hand from the rule it checks.
struct SwiftUICase {
  let name: String
  let canvas: Canvas
  let body: Element
  let size: Size
  /// Every leaf's displayed frame, by leaf id.
  let frames: [Rect]

  /// Lays every case out and compares its size and frames.
  static func check(_ cases: [SwiftUICase], file: StaticString = #filePath, line: UInt = #line) {
    for item in cases {
      let result = SwiftUILayout.layout(item.body, in: item.canvas, viewCount: item.frames.count)
      XCTAssertEqual(result.size, item.size, item.name, file: file, line: line)
      XCTAssertEqual(result.frames.compactMap { $0 }, item.frames, item.name, file: file, line: line)
    }
  }
}

// Short spellings for SwiftUI trees in tests; view ids are given explicitly.

func canvas(_ width: Double, _ height: Double, _ mode: Canvas.Mode = .exact, scale: Double = 2) -> Canvas {
  Canvas(width: width, height: height, mode: mode, scale: scale, semantics: .swiftUI)
}

func leaf(_ id: Int, _ kind: LeafKind) -> Element { .leaf(LeafView(id: id, kind: kind)) }
func image(_ id: Int, _ width: Double, _ height: Double) -> Element { leaf(id, .fixed(Size(width: width, height: height))) }
func color(_ id: Int) -> Element { leaf(id, .plainView) }
func text(_ id: Int, _ string: String, lines: Int = 0) -> Element {
  leaf(id, .label(text: LabelText(string), lines: lines, font: 16))
}
func hStack(spacing: Double? = nil, _ children: [Element]) -> Element {
  .stack(Stack(axis: .horizontal, alignment: VerticalAlignment.center.id, spacing: spacing, children: children))
}
