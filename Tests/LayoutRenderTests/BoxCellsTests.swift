import LayoutCore
import XCTest
@testable import LayoutRender

/// Boxes of one size draw as one size wherever they start (issue 20, point 16: "the same 16 pt
/// width draws as `┌age┐` or `┏age━┓` by x"), while views that touch still share a cell edge
/// and views apart never overlap (`BoxCells`). At 3 pt a column and 6 a row, 16 pt is 5.33
/// columns and 20 pt 3.33 rows: snapping both edges of each box made them 5 or 6, 3 or 4.
final class BoxCellsTests: XCTestCase {
  typealias BoxCase = LayoutPictureTests.PictureCase
  static let threeBySix = PictureOptions(scale: CellScale(pointsPerColumn: 3, pointsPerRow: 6))

  static let cases: [BoxCase] = [
    BoxCase(
      name: "three 16-pt labels 10 apart, at x 2, 28 and 54: 5 columns each (before: 5, 6, 6)",
      source: """
        canvas(width: 96, height: 24)
        let a = UILabel(text: "36")
        let b = UILabel(text: "36")
        let c = UILabel(text: "36")
        var body: Layout {
          HStack(spacing: 10) { a; b; c; Spacer() }.padding(.horizontal, 2)
        }
        """,
      options: threeBySix,
      picture: [
        "╔════════════════════════════════╗",
        "║ ┌a──┐   ┌b──┐    ┌c──┐         ║",
        "║ │36 │   │36 │    │36 │         ║",
        "║ │   │   │   │    │   │         ║",
        "║ └───┘   └───┘    └───┘         ║",
        "╚════════════════════════════════╝",
      ]),
    BoxCase(
      name: "three 20-pt labels 14 apart, at y 1, 35 and 69: 3 rows each (before: 4, 3, 4)",
      source: """
        canvas(width: 40, height: 90)
        let a = UILabel(text: "one")
        let b = UILabel(text: "two")
        let c = UILabel(text: "six")
        var body: Layout { VStack(spacing: 14) { a; b; c } }
        """,
      options: threeBySix,
      picture: [
        "╔═════════════╗",
        "║   ┌a─────┐  ║",
        "║   │one   │  ║",
        "║   └──────┘  ║",
        "║             ║",
        "║             ║",
        "║             ║",
        "║   ┌b─────┐  ║",
        "║   │two   │  ║",
        "║   └──────┘  ║",
        "║             ║",
        "║             ║",
        "║             ║",
        "║   ┌c─────┐  ║",
        "║   │six   │  ║",
        "║   └──────┘  ║",
        "╚═════════════╝",
      ]),
    BoxCase(
      name: "views that touch share their edges, so equal widths side by side cannot all draw alike: 5, 6, 5",
      source: """
        canvas(width: 60, height: 12)
        let a = UIView()
        let b = UIView()
        let c = UIView()
        var body: Layout {
          HStack(spacing: 0) {
            a.frame(width: 16, height: 12)
            b.frame(width: 16, height: 12)
            c.frame(width: 16, height: 12)
          }
        }
        """,
      options: threeBySix,
      picture: [
        "╔════════════════════╗",
        "║  ┌a──┐┌b───┐┌c──┐  ║",
        "║  └───┘└────┘└───┘  ║",
        "╚════════════════════╝",
      ]),
    BoxCase(
      name: "views 2 pt apart, less than a cell: the near edges snap to one cell edge, no overlap, both 5 wide",
      source: """
        canvas(width: 60, height: 12)
        let a = UIView()
        let b = UIView()
        var body: Layout {
          HStack(spacing: 2) {
            a.frame(width: 16, height: 12)
            b.frame(width: 16, height: 12)
          }
        }
        """,
      options: threeBySix,
      picture: [
        "╔════════════════════╗",
        "║     ┌a──┐┌b──┐     ║",
        "║     └───┘└───┘     ║",
        "╚════════════════════╝",
      ]),
    BoxCase(
      name: "lesson 1 at gap 8: the age label at x 108, 5 columns, light",
      source: BoxCellsTests.lesson(gap: 8),
      options: threeBySix,
      picture: [
        "╔═════════════════════════════════════════════════════╗",
        "║ ┌name──────────────────────────┐   ┌age┐            ║",
        "║ │Ada Lovelace                  │   │36 │            ║",
        "║ │                              │   │   │            ║",
        "║ └──────────────────────────────┘   └───┘            ║",
        "╚═════════════════════════════════════════════════════╝",
      ]),
    BoxCase(
      name: "lesson 1 at gap 24: the age at x 124 (before: 6 columns), heavy only as the view that changed",
      source: BoxCellsTests.lesson(gap: 24),
      options: threeBySix, highlighted: [1],
      picture: [
        "╔═════════════════════════════════════════════════════╗",
        "║ ┌name──────────────────────────┐        ┏age┓       ║",
        "║ │Ada Lovelace                  │        ┃36 ┃       ║",
        "║ │                              │        ┃   ┃       ║",
        "║ └──────────────────────────────┘        ┗━━━┛       ║",
        "╚═════════════════════════════════════════════════════╝",
      ]),
  ]

  /// Lesson 1's row (`workspace/lessons/01-propose-measure-place.ql`), narrowed: a name and a
  /// 16-pt age `gap` apart. Its "Try: gap = 24" draws the age heavy because it moved: heavy
  /// lines are `highlighted` views, never a matter of where a box starts.
  static func lesson(gap: Int) -> String {
    """
    canvas(width: 160, height: 24)
    let name = UILabel(text: "Ada Lovelace")
    let age = UILabel(text: "36")
    var body: Layout {
      HStack(spacing: \(gap)) { name; age; Spacer() }.padding(.horizontal, 4)
    }
    """
  }

  func testBoxesOfOneSizeDrawAlikeAndTouchingOnesShareTheirEdges() throws {
    try LayoutPictureTests.check(Self.cases)
  }
}
