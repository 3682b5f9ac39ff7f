import LayoutCore
import LayoutPipeline
import LayoutScript
import XCTest
@testable import LayoutSession

/// Goals of exercises: read from a lesson's comments, checked against the layout.
final class GoalTests: XCTestCase {
  private static let script = """
    canvas(width: 200, height: 100)
    let title = UILabel(text: "A title that wraps", lines: 0)
    let icon = UIImageView(width: 20, height: 20)
    var body: Layout {
      HStack(alignment: .top, spacing: 4) { icon; title }
    }
    // exercise: Keep the title on one line.
    // goal: title.lines == 1
    // hint: give it room.
    // goal: icon.maxX + 4 == title.x && views.count == 2
    """

  private func check(_ predicate: String, in source: String = script, constraints: ConstraintCounts? = nil) throws -> GoalOutcome {
    let laidOut = try Pipeline.run(source: source, path: "lesson.ql")
    let result = try XCTUnwrap(laidOut.result)
    return GoalCheck(script: laidOut.script, result: result, constraints: constraints)
      .check(Goal(words: "", predicate: predicate, location: SourceLocation(file: "lesson.ql", line: 1, column: 1)))
  }

  func testGoalsAreReadFromComments() {
    let goals = Goal.goals(in: Self.script, path: "lesson.ql")
    XCTAssertEqual(goals.map(\.predicate), ["title.lines == 1", "icon.maxX + 4 == title.x && views.count == 2"])
    XCTAssertEqual(goals.map(\.words), ["Keep the title on one line.", "Keep the title on one line."])
    XCTAssertEqual(goals.map(\.hint), ["give it room.", nil])
    XCTAssertEqual(goals.map(\.location.line), [8, 10])
  }

  /// Each predicate against the script's layout: the title (18 characters, 144 points) fits
  /// the 176 points beside the icon on one line.
  static let outcomes: [(String, GoalOutcome)] = [
    ("title.lines == 1", .holds),
    ("title.lines == 2", .fails(readings: ["title.lines = 1"])),
    ("icon.maxX + 4 == title.x", .holds),
    ("title.width > 150 || icon.height == 20", .holds),
    ("!(title.y == icon.y)", .fails(readings: ["title.y = 40", "icon.y = 40"])),
    ("body.width == 168 && body.height == 20", .holds),
    ("views.count == 2 && views.maxMeasured <= 1 && views.totalMeasured == 2", .holds),
    ("title.measured == 1 && title.proposals == 1 && title.placed", .holds),
    ("max(icon.width, title.height) == 20 && abs(-3) == 3 && min(1, 2, 3) == 1", .holds),
    ("title.midX == 112 && title.maxY == 60 && icon.midY == 50", .holds),
  ]

  func testPredicates() throws {
    for (predicate, expected) in Self.outcomes {
      XCTAssertEqual(try check(predicate), expected, predicate)
    }
  }

  /// A predicate that cannot be checked says why, at the goal's place.
  static let invalid: [(String, String)] = [
    ("titel.lines == 1", "the goal names 'titel', which is not a view of the script"),
    ("icon.lines == 1", "'icon' is not a label, so it has no lines"),
    ("title.color == 1", "a view has x, y, width, height, minX, midX, maxX, minY, midY, maxY, measured, proposals, lines and placed, not 'color'"),
    ("title.width", "a goal must be true or false, such as `title.lines == 1`"),
    ("title.width == \"wide\"", "a goal reads views, numbers and comparisons; this is not one of them"),
  ]

  func testInvalidPredicatesSayWhy() throws {
    for (predicate, message) in Self.invalid {
      guard case .invalid(let diagnostic) = try check(predicate) else {
        XCTFail("\(predicate) should be invalid")
        continue
      }
      XCTAssertEqual(diagnostic.message, message, predicate)
      XCTAssertEqual(diagnostic.location.file, "lesson.ql")
    }
    guard case .invalid(let typo) = try check("titel.lines == 1") else { return XCTFail("titel") }
    XCTAssertEqual(typo.hint, "did you mean 'title'?")
  }

  /// `constraints.…` reads the counts of an Auto Layout solution, and says why when there are none.
  func testConstraintCounts() throws {
    let counts = ConstraintCounts(count: 5, conflicts: 4, broken: 1, unmet: 2, ambiguous: 0)
    let cases: [(String, GoalOutcome)] = [
      ("constraints.conflicts == 0", .fails(readings: ["constraints.conflicts = 4"])),
      ("constraints.count == 5 && constraints.broken == 1 && constraints.unmet == 2 && constraints.ambiguous == 0", .holds),
    ]
    for (predicate, expected) in cases {
      XCTAssertEqual(try check(predicate, constraints: counts), expected, predicate)
    }
    guard case .invalid(let none) = try check("constraints.conflicts == 0") else { return XCTFail("no constraints") }
    XCTAssertEqual(none.message, "this layout has no constraints: constraints.conflicts reads an Auto Layout (anchors) script's")
    guard case .invalid(let typo) = try check("constraints.conflict == 0", constraints: counts) else { return XCTFail("typo") }
    XCTAssertEqual(typo.message, "constraints has count, conflicts, broken, unmet and ambiguous, not 'conflict'")
  }
}
