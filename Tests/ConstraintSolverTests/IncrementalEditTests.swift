import ConstraintSolver
import XCTest

/// Table-driven checks of what the solver says after an edit: which variables a constant's
/// change moved (`changedVariables`, nil when the dual simplex pivoted), whether the solution
/// stays determined (`staysDetermined`, read from the rows the edit shifted, always the
/// answer of the whole tableau's `freeVariables`), and the values, which for a determined
/// solution are those of a solver built from scratch with the new constants.
final class IncrementalEditTests: XCTestCase {
  typealias Line = SolverTests.Line

  struct Case {
    var name: String
    var lines: [Line]
    /// Each edit: the line's index and its new constant.
    var edits: [(line: Int, constant: Double)]
    var values: [String: Double]
    /// The variables the edits moved, by name; nil when the tableau pivoted.
    var changed: Set<String>?
    var determined: Bool
  }

  static let cases: [Case] = [
    Case(name: "a shift reaches its chain and nothing else",
         lines: [SolverTests.bound("x", .equal, 10), Line(terms: [("y", 1), ("x", -1)], constant: -5, relation: .equal),
                 SolverTests.bound("w", .equal, 3)],
         edits: [(0, -20)], values: ["x": 20, "y": 25, "w": 3], changed: ["x", "y"], determined: true),
    Case(name: "two edits, one through an inequality held by a pull",
         lines: [SolverTests.bound("x", .equal, 10), SolverTests.bound("w", .equal, 3),
                 Line(terms: [("y", 1), ("w", -1)], constant: 0, relation: .greaterOrEqual), SolverTests.bound("y", .equal, 0, 250)],
         edits: [(0, -12), (1, -7)], values: ["x": 12, "w": 7, "y": 7], changed: ["x", "w", "y"], determined: true),
    Case(name: "the dual simplex pivots: every value may move",
         lines: [Line(terms: [("a", 1), ("b", 1)], constant: -100, relation: .equal), SolverTests.bound("a", .greaterOrEqual, 0),
                 SolverTests.bound("b", .greaterOrEqual, 0), SolverTests.bound("a", .equal, 80, 500)],
         edits: [(0, -50)], values: ["a": 50, "b": 0], changed: nil, determined: true),
    // The second bound's slack is basic (it is held by no row, so the least fill-in): moving
    // the bound shifts only that slack's row, and `a` keeps its value, now free up to 20.
    Case(name: "a bound moved away frees the variable between",
         lines: [SolverTests.bound("a", .greaterOrEqual, 10), SolverTests.bound("a", .lessOrEqual, 10)],
         edits: [(1, -20)], values: ["a": 10], changed: [], determined: false),
    Case(name: "a bound moved away, a pull still decides",
         lines: [SolverTests.bound("a", .greaterOrEqual, 10), SolverTests.bound("a", .lessOrEqual, 10),
                 SolverTests.bound("a", .equal, 0, 250)],
         edits: [(1, -20)], values: ["a": 10], changed: [], determined: true),
  ]

  func testEditsSayWhatTheyMovedAndWhetherTheSolutionStaysDetermined() throws {
    for test in Self.cases {
      let (solver, variables, ids) = try SolverTests.solveKeepingIDs(test.lines)
      XCTAssertTrue(solver.freeVariables().isEmpty, "\(test.name): determined before the edit")
      solver.markChanges()
      for (line, constant) in test.edits { try solver.setConstant(ids[line], constant) }
      let names = Dictionary(uniqueKeysWithValues: variables.map { ($0.value, $0.key) })
      let changed = solver.changedVariables().map { Set($0.compactMap { names[$0] }) }
      XCTAssertEqual(changed, test.changed, test.name)
      XCTAssertEqual(solver.staysDetermined(), test.determined, test.name)
      XCTAssertEqual(solver.freeVariables().isEmpty, test.determined, test.name)
      var lines = test.lines
      for (line, constant) in test.edits { lines[line].constant = constant }
      let (scratch, scratchVariables) = try SolverTests.solve(lines)
      for (name, value) in test.values {
        let variable = try XCTUnwrap(variables[name]), fresh = try XCTUnwrap(scratchVariables[name])
        XCTAssertEqual(solver.value(of: variable), value, accuracy: 1e-9, "\(test.name): \(name)")
        // A free variable's value depends on the solver's path: only a determined one must agree.
        if test.determined { XCTAssertEqual(scratch.value(of: fresh), value, accuracy: 1e-9, "\(test.name): \(name) from scratch") }
      }
    }
  }

  /// Which variables are free, read in one pass over the optimal tableau.
  func testFreeVariables() throws {
    let cases: [(String, [Line], Set<String>)] = [
      ("a variable nothing fixes", [SolverTests.bound("x", .equal, 5), Line(terms: [("y", 1)], constant: 0, relation: .greaterOrEqual)],
       ["y"]),
      ("a sum fixes neither term", [Line(terms: [("x", 1), ("y", 1)], constant: -10, relation: .equal)], ["x", "y"]),
      ("bounds that meet", [SolverTests.bound("x", .greaterOrEqual, 10), SolverTests.bound("x", .lessOrEqual, 10)], []),
      ("a pull inside bounds", [SolverTests.bound("x", .greaterOrEqual, 0), SolverTests.bound("x", .lessOrEqual, 10),
                                SolverTests.bound("x", .equal, 3, 250)], []),
      ("a sum with a pull on one term", [Line(terms: [("x", 1), ("y", 1)], constant: -10, relation: .equal),
                                         SolverTests.bound("x", .equal, 3, 250)], []),
    ]
    for (name, lines, expected) in cases {
      let (solver, variables) = try SolverTests.solve(lines)
      let names = Dictionary(uniqueKeysWithValues: variables.map { ($0.value, $0.key) })
      XCTAssertEqual(Set(solver.freeVariables().compactMap { names[$0] }), expected, name)
    }
  }
}
