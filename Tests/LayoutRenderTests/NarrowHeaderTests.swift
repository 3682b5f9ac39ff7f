import XCTest
@testable import LayoutRender

/// A header wider than the terminal breaks between its parts, never mid-word (issue 20, point 16:
/// at COLUMNS=40 the terminal wrapped it inside a word).
final class NarrowHeaderTests: XCTestCase {
  func testTheHeaderBreaksBetweenItsParts() {
    let header = "workspace/list-cell.ql — canvas 375×inf fit @2x — body 375×92 — 1 cell = 4×8 pt"
    XCTAssertEqual(AsciiReport.packed(header, columns: 40),
                   ["workspace/list-cell.ql", "  canvas 375×inf fit @2x — body 375×92", "  1 cell = 4×8 pt"])
    XCTAssertEqual(AsciiReport.packed(header, columns: 100), [header])
  }
}
