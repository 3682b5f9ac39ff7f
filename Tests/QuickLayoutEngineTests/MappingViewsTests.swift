import XCTest
@testable import QuickLayoutEngine
import LayoutCore

/// `Element.mappingViews`: every view, wherever it sits, and nothing else.
final class MappingViewsTests: XCTestCase {
  func testEveryViewIsWrappedAndTheLayoutFollows() {
    let view = { (id: Int) in Element.leaf(LeafView(id: id, kind: .fixed(Size(width: 10, height: 10)))) }
    let tree = Element.stack(Stack(axis: .horizontal, alignment: VerticalAlignment.center.id, children: [
      view(0),
      .modified(.zStack(ZStack(children: [view(1)])), .layer(view(2), .overlay, .center)),
      .flow(Flow(axis: .horizontal, itemAlignment: VerticalAlignment.center.id, lineAlignment: HorizontalAlignment.leading.id, children: [view(3)])),
      .grid(Grid(rows: [GridRow(children: [view(4)])])),
      .spacer(length: nil),
    ]))
    var seen: [Int] = []
    let mapped = tree.mappingViews { id, element in
      seen.append(id)
      return id == 0 ? .modified(element, .frame(width: 30, height: 10, alignment: .center)) : element
    }
    XCTAssertEqual(seen.sorted(), [0, 1, 2, 3, 4])
    let result = QuickLayout.layout(mapped, in: Canvas(width: 200, height: 10, mode: .exact, scale: 1), viewCount: 5)
    XCTAssertEqual(result.frames[0]?.size, Size(width: 10, height: 10))
    XCTAssertEqual(result.frames[1]?.origin.x, 30, "view 0 now takes 30 points")
  }
}
