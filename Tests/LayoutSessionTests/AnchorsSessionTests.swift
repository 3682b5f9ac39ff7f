import XCTest
@testable import LayoutSession

/// The REPL on an anchors script: `:constraints`, `:explain` per edge, knobs re-solving.
final class AnchorsSessionTests: XCTestCase {
  static let script = """
    canvas(width: 200, height: 60)
    let row = UIView()
    let title = UILabel(text: "Title")
    let detail = UILabel(text: "Detail")
    title.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    var layout: some Layout {
      row.sl.sublayout {
        title.sl.anchors {
          Anchors.leading.equalToSuper(constant: 16)
          Anchors.centerY
        }
        detail.sl.anchors {
          Anchors.leading.equalTo(title, attribute: .trailing, constant: 8)
          Anchors.trailing.lessThanOrEqualToSuper(constant: -16)
          Anchors.centerY
        }
      }
    }

    """

  func testCommandsPrintExactly() throws {
    let cases: [(String, String)] = [
      (":constraints detail", """
        detail.leading == title.trailing + 8  active, holds (binding)
        detail.trailing <= row.trailing - 16  active, holds (slack 72)
        detail.centerY == row.centerY         active, holds (binding)
        """),
      (":explain title", """
        title (UILabel): x 16, y 20, 40×20
          leading = 16
            decides  title.leading == row.leading + 16
          trailing = 56
            decides  detail.leading == title.trailing + 8
          width = 40
            content  40, its intrinsic size: hugging @750 and compression resistance @750 both hold
          centerY = 30
            decides  title.centerY == row.centerY
          height = 20
            content  20, its intrinsic size: hugging @250 and compression resistance @750 both hold
        """),
      (":constraints zz", "no view named 'zz'; the views are row, title, detail (usage: :constraints [NAME])"),
    ]
    for (input, expected) in cases {
      let fixture = try SessionFixture(Self.script)
      XCTAssertEqual(fixture.session.handle(input).text, expected, input)
    }
  }

  func testAKnobReSolvesTheConstraints() throws {
    let fixture = try SessionFixture(Self.script)
    XCTAssertEqual(fixture.frame("detail"), [64, 20, 48, 20])
    let reply = fixture.session.handle(":set 1 40")
    XCTAssertFalse(reply.failed, reply.text)
    XCTAssertEqual(fixture.frame("title"), [40, 20, 40, 20])
    XCTAssertEqual(fixture.frame("detail"), [88, 20, 48, 20])
  }
}
