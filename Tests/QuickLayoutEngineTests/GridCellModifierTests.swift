import XCTest
@testable import QuickLayoutEngine
import LayoutCore

/// The grid cell modifiers ask the grid where to put a cell and make no node of their own:
/// the cell's content keeps its kind (an HStack stays an HStack in the result tree, so
/// `--containers` and `--shading` see it).
final class GridCellModifierTests: XCTestCase {
  private let body: Element = .grid(Grid(rows: [
    GridRow(children: [
      .modified(hStack(image(0, 20, 20), image(1, 10, 10)), .gridCellAnchor(.alignment(.topLeading))),
      image(2, 50, 50),
    ]),
    GridRow(children: [.modified(image(3, 40, 40), .gridColumnAlignment(.trailing)), image(4, 10, 10)]),
  ]))

  private var result: LayoutResult { QuickLayout.layout(body, in: Canvas(width: 300, height: 300, mode: .fit), viewCount: 5) }

  func testTheCellContentKeepsItsKind() {
    let tree = result.tree
    XCTAssertEqual(tree.nodes.map(\.kind), [.grid, .hStack, .view, .view, .view, .view, .view])
    XCTAssertEqual(tree.nodes.filter(\.kind.isContainer).map(\.frame), [Rect(x: 0, y: 0, width: 90, height: 90), Rect(x: 0, y: 0, width: 30, height: 20)])
  }

  func testTheGridPlacesCellsByTheirAnchorAndColumnAlignment() {
    XCTAssertEqual(result.size, Size(width: 90, height: 90))
    XCTAssertEqual(result.frames, [
      Rect(x: 0, y: 0, width: 20, height: 20), Rect(x: 20, y: 5, width: 10, height: 10), Rect(x: 40, y: 0, width: 50, height: 50),
      Rect(x: 0, y: 50, width: 40, height: 40), Rect(x: 60, y: 65, width: 10, height: 10),
    ])
  }

  func testDetailsKeepTheModifierInFrontOfTheCell() {
    let detailed = QuickLayout.layout(body, in: Canvas(width: 300, height: 300, mode: .fit), viewCount: 5, recordingDetails: true)
    let cell = detailed.tree.nodes[1]
    XCTAssertEqual(cell.kind, .hStack)
    XCTAssertEqual(cell.detail?.chain.map(\.path), [[0, 0], [0, 0, 0]])
    XCTAssertEqual(cell.detail?.inner?.proposal, Size(width: 90, height: 90))
  }
}
