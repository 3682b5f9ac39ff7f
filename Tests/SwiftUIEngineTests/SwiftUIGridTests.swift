import LayoutCore
import XCTest

/// SwiftUI's Grid, LazyVGrid and LazyHGrid on small trees, each frame worked out by hand from
/// the rule it checks (README, "SwiftUI semantics").
final class SwiftUIGridTests: XCTestCase {
  private static func lazyGrid(_ axis: Axis, _ items: [GridItem], alignment: AlignmentID? = nil, spacing: Double? = nil,
                               _ children: [Element]) -> Element {
    .swiftUI(.lazyGrid(LazyGrid(axis: axis, items: items, alignment: alignment, spacing: spacing)), children)
  }

  private static let divider = leaf(2, .horizontallyExpandable(height: 1))

  private static func dividedGrid(_ divider: Element) -> Element {
    .grid(Grid(rows: [
      GridRow(children: [image(0, 40, 20), image(1, 20, 20)]),
      GridRow(children: [divider], spansAllColumns: true),
      GridRow(children: [image(3, 20, 20), image(4, 40, 20)]),
    ]))
  }

  func testLazyGrids() {
    SwiftUICase.check([
      SwiftUICase(name: "a LazyHGrid is the transpose: its items are rows, each column as wide as its widest child, 8 apart",
                  canvas: canvas(200, 200),
                  body: Self.lazyGrid(.horizontal, [GridItem(.fixed(30)), GridItem(.fixed(50))], [color(0), color(1), color(2)]),
                  size: Size(width: 28, height: 88),
                  frames: [Rect(x: 86, y: 56, width: 10, height: 30), Rect(x: 86, y: 94, width: 10, height: 50),
                           Rect(x: 104, y: 56, width: 10, height: 30)]),
      SwiftUICase(name: "a GridItem's spacing is the distance to the next column; the grid's spacing is between rows",
                  canvas: canvas(200, 100),
                  body: Self.lazyGrid(.vertical, [GridItem(.fixed(40), spacing: 2), GridItem(.fixed(40))], spacing: 4,
                                      [image(0, 20, 20), image(1, 20, 20), image(2, 20, 20)]),
                  size: Size(width: 82, height: 44),
                  frames: [Rect(x: 69, y: 28, width: 20, height: 20), Rect(x: 111, y: 28, width: 20, height: 20),
                           Rect(x: 69, y: 52, width: 20, height: 20)]),
      SwiftUICase(name: "a GridItem's alignment places its cells; the others follow the grid's alignment across, centred along",
                  canvas: canvas(200, 100),
                  body: Self.lazyGrid(.vertical, [GridItem(.fixed(60), alignment: .topLeading), GridItem(.fixed(60))],
                                      alignment: HorizontalAlignment.trailing.id, [image(0, 20, 20), image(1, 20, 40), image(2, 20, 20)]),
                  size: Size(width: 128, height: 68),
                  frames: [Rect(x: 36, y: 16, width: 20, height: 20), Rect(x: 144, y: 16, width: 20, height: 40),
                           Rect(x: 36, y: 64, width: 20, height: 20)]),
      SwiftUICase(name: "flexible items take their share in turn: what a capped one leaves goes to the next (200 − 50 = 150)",
                  canvas: canvas(208, 100),
                  body: Self.lazyGrid(.vertical, [GridItem(.flexible(minimum: 10, maximum: 50)), GridItem(.flexible(minimum: 10, maximum: .infinity))],
                                      [color(0), color(1)]),
                  size: Size(width: 208, height: 10),
                  frames: [Rect(x: 0, y: 45, width: 50, height: 10), Rect(x: 58, y: 45, width: 150, height: 10)]),
      SwiftUICase(name: "an adaptive item fits ⌊(200 + 4) / (50 + 4)⌋ = 3 columns spaced by its own spacing, 64 wide each",
                  canvas: canvas(200, 100),
                  body: Self.lazyGrid(.vertical, [GridItem(.adaptive(minimum: 50, maximum: .infinity), spacing: 4)],
                                      [color(0), color(1), color(2), color(3)]),
                  size: Size(width: 200, height: 28),
                  frames: [Rect(x: 0, y: 36, width: 64, height: 10), Rect(x: 68, y: 36, width: 64, height: 10),
                           Rect(x: 136, y: 36, width: 64, height: 10), Rect(x: 0, y: 54, width: 64, height: 10)]),
      SwiftUICase(name: "flexible columns make a lazy grid flexible: in an HStack it takes what the image leaves",
                  canvas: canvas(200, 100),
                  body: hStack([Self.lazyGrid(.vertical, [GridItem(.flexible(minimum: 10, maximum: .infinity))], [color(0)]), image(1, 40, 20)]),
                  size: Size(width: 200, height: 20),
                  frames: [Rect(x: 0, y: 45, width: 152, height: 10), Rect(x: 160, y: 40, width: 40, height: 20)]),
      SwiftUICase(name: "a grid is as wide as its columns: narrower than proposed, its parent centres it",
                  canvas: canvas(300, 100),
                  body: Self.lazyGrid(.vertical, [GridItem(.fixed(50)), GridItem(.flexible(minimum: 10, maximum: 60))], [color(0), color(1)]),
                  size: Size(width: 118, height: 10),
                  frames: [Rect(x: 91, y: 45, width: 50, height: 10), Rect(x: 149, y: 45, width: 60, height: 10)]),
    ])
  }

  func testGridCellsOutsideRowsAndUnsizedAxes() {
    SwiftUICase.check([
      SwiftUICase(name: "a view outside a GridRow spans every column; a Divider takes any width, so the columns share the rest",
                  canvas: canvas(300, 100),
                  body: Self.dividedGrid(Self.divider),
                  size: Size(width: 300, height: 57),
                  frames: [Rect(x: 53, y: 21.5, width: 40, height: 20), Rect(x: 217, y: 21.5, width: 20, height: 20),
                           Rect(x: 0, y: 49.5, width: 300, height: 1), Rect(x: 63, y: 58.5, width: 20, height: 20),
                           Rect(x: 207, y: 58.5, width: 40, height: 20)]),
      SwiftUICase(name: "gridCellUnsizedAxes(.horizontal): the Divider asks for no width and is as wide as the columns",
                  canvas: canvas(300, 100),
                  body: Self.dividedGrid(.modified(Self.divider, .gridCellUnsizedAxes(horizontal: true, vertical: false))),
                  size: Size(width: 88, height: 57),
                  frames: [Rect(x: 106, y: 21.5, width: 40, height: 20), Rect(x: 164, y: 21.5, width: 20, height: 20),
                           Rect(x: 106, y: 49.5, width: 88, height: 1), Rect(x: 116, y: 58.5, width: 20, height: 20),
                           Rect(x: 154, y: 58.5, width: 40, height: 20)]),
      SwiftUICase(name: "a Color unsized on both axes fills the cell the other cells make, widening nothing",
                  canvas: canvas(200, 100),
                  body: .grid(Grid(rows: [
                    GridRow(children: [.modified(color(0), .gridCellUnsizedAxes(horizontal: true, vertical: true)), image(1, 30, 20)]),
                    GridRow(children: [image(2, 50, 40), image(3, 20, 20)]),
                  ])),
                  size: Size(width: 88, height: 68),
                  frames: [Rect(x: 56, y: 16, width: 50, height: 20), Rect(x: 114, y: 16, width: 30, height: 20),
                           Rect(x: 56, y: 44, width: 50, height: 40), Rect(x: 119, y: 54, width: 20, height: 20)]),
    ])
  }
}
