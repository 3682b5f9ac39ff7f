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
      (":knobs", """
        1   16     line 9: Anchors.leading.equalToSuper(constant: [16])
        2   8      line 13: Anchors.leading.equalTo(title, attribute: .trailing, constant: [8])
        3   16     line 14: Anchors.trailing.lessThanOrEqualToSuper(constant: -[16])
        change one with :set N VALUE
        constants and priorities (:set VIEW.ATTRIBUTE.constant N, :priority VIEW.ATTRIBUTE N):
          title.leading    constant 16   priority 1000  title.leading == row.leading + 16
          title.centerY    constant 0    priority 1000  title.centerY == row.centerY
          detail.leading   constant 8    priority 1000  detail.leading == title.trailing + 8
          detail.trailing  constant -16  priority 1000  detail.trailing <= row.trailing - 16
          detail.centerY   constant 0    priority 1000  detail.centerY == row.centerY
        """),
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
      (":constraints zz", "no view named 'zz'; the views are row, title, detail"),
    ]
    for (input, expected) in cases {
      let fixture = try SessionFixture(Self.script)
      XCTAssertEqual(fixture.session.handle(input).text, expected, input)
    }
  }

  /// Knobs re-solve the kept solver in place (`LiveLayout`), whose results equal a solve from
  /// scratch (`LiveLayoutTests`).
  func testAKnobReSolvesTheConstraints() throws {
    let fixture = try SessionFixture(Self.script)
    XCTAssertEqual(fixture.frame("detail"), [64, 20, 48, 20])
    let reply = fixture.session.handle(":set 1 40")
    XCTAssertFalse(reply.failed, reply.text)
    XCTAssertEqual(fixture.frame("title"), [40, 20, 40, 20])
    XCTAssertEqual(fixture.frame("detail"), [88, 20, 48, 20])
    XCTAssertEqual(fixture.solvePath, "edited(constants: 1, priorities: 0)")
  }

  func testNamedKnobsSetConstantsAndPriorities() throws {
    let fixture = try SessionFixture(Self.script)
    XCTAssertFalse(fixture.session.handle(":set title.leading.constant 30").failed)
    XCTAssertEqual(fixture.frame("title"), [30, 20, 40, 20])
    XCTAssertEqual(fixture.solvePath, "edited(constants: 1, priorities: 0)")
    XCTAssertFalse(fixture.session.handle(":priority detail.trailing 500").failed)
    XCTAssertEqual(fixture.solvePath, "edited(constants: 0, priorities: 1)")
    XCTAssertEqual(fixture.session.handle(":overrides").text,
                   ":set title.leading.constant 30\n:priority detail.trailing 500")
    XCTAssertTrue(fixture.session.handle(":constraints detail").text.contains("detail.trailing <= row.trailing - 16 @500"))
    XCTAssertEqual(fixture.session.handle(":set title.bottom.constant 1").text,
                   "no constraint of 'title' on its bottom; see :constraints title")
    _ = fixture.session.handle(":reset")
    XCTAssertEqual(fixture.frame("title"), [16, 20, 40, 20])
    XCTAssertEqual(fixture.solvePath, "edited(constants: 1, priorities: 1)")
  }

  func testTogglingAConditionPrintsTheActivationDiff() throws {
    let source = """
      var flag = true
      let root = UIView()
      let a = UIView()
      let b = UIView()
      var layout: some Layout {
        root.sl.sublayout {
          if flag {
            a.sl.anchors { Anchors.allSides }
          } else {
            b.sl.anchors { Anchors.top.leading }
          }
        }
      }

      """
    let fixture = try SessionFixture(source)
    let lines = fixture.session.handle("flag = false").text.split(separator: "\n").filter { $0.hasPrefix("activation:") }
    XCTAssertEqual(lines, [
      "activation: views removed: a", "activation: views added: b",
      "activation: constraints deactivated: a.bottom == root.bottom; a.leading == root.leading; a.top == root.top; a.trailing == root.trailing",
      "activation: constraints activated: b.leading == root.leading; b.top == root.top",
    ])
  }
}
