import ConstraintSolver
import XCTest

/// Table-driven checks of the solver: each case is a list of constraints over named variables
/// and the exact values they must give.
final class SolverTests: XCTestCase {
  /// `coefficients · variables + constant RELATION 0` at `priority`.
  struct Line {
    var terms: [(String, Double)]
    var constant: Double
    var relation: Relation
    var priority: Double = 1000
  }

  /// `name OP value @priority`, the common one-variable form.
  static func bound(_ name: String, _ relation: Relation, _ value: Double, _ priority: Double = 1000) -> Line {
    Line(terms: [(name, 1)], constant: -value, relation: relation, priority: priority)
  }

  /// Adds every line to a fresh solver; returns it and its variables by name.
  static func solve(_ lines: [Line]) throws -> (Solver, [String: Variable]) {
    let (solver, variables, _) = try Self.solveKeepingIDs(lines)
    return (solver, variables)
  }

  /// `solve`, also giving each line's constraint.
  static func solveKeepingIDs(_ lines: [Line]) throws -> (Solver, [String: Variable], [ConstraintID]) {
    let solver = Solver()
    var variables: [String: Variable] = [:], ids: [ConstraintID] = []
    for line in lines {
      let terms = line.terms.map { name, coefficient -> LinearExpression.Term in
        let variable = variables[name] ?? solver.makeVariable()
        variables[name] = variable
        return .init(variable, coefficient)
      }
      ids.append(try solver.add(LinearExpression(terms, constant: line.constant), line.relation, strength: Strength(line.priority)))
    }
    return (solver, variables, ids)
  }

  func testSolutionsAreExact() throws {
    let cases: [(String, [Line], [String: Double])] = [
      ("an equality", [Self.bound("x", .equal, 10)], ["x": 10]),
      ("bounds beat a weak pull", [Self.bound("x", .greaterOrEqual, 10), Self.bound("x", .lessOrEqual, 20),
                                   Self.bound("x", .equal, 0, 1)], ["x": 10]),
      ("a higher priority beats five lower ones", [Self.bound("x", .equal, 100, 750)]
         + Array(repeating: Self.bound("x", .equal, 0, 250), count: 5), ["x": 100]),
      ("a lower level breaks a tie", [Self.bound("x", .equal, 0, 500), Self.bound("x", .equal, 10, 500),
                                      Self.bound("x", .equal, 10, 100)], ["x": 10]),
      ("an edge row clamps a wish", [
        Line(terms: [("right", 1), ("left", -1), ("width", -1)], constant: 0, relation: .equal),
        Self.bound("left", .equal, 0), Self.bound("right", .lessOrEqual, 100),
        Self.bound("width", .equal, 150, 500)], ["left": 0, "width": 100, "right": 100]),
      ("hugging against compression", [
        Line(terms: [("a", 1), ("b", 1)], constant: -100, relation: .equal),
        Self.bound("a", .lessOrEqual, 30, 250), Self.bound("a", .greaterOrEqual, 30, 750),
        Self.bound("b", .lessOrEqual, 40, 251), Self.bound("b", .greaterOrEqual, 40, 750)], ["a": 60, "b": 40]),
      ("a chain of sums", [
        Self.bound("a", .equal, 5),
        Line(terms: [("b", 1), ("a", -2)], constant: -3, relation: .equal),
        Line(terms: [("c", 1), ("b", -0.5)], constant: 0, relation: .greaterOrEqual),
        Self.bound("c", .equal, 0, 10)], ["a": 5, "b": 13, "c": 6.5]),
    ]
    for (name, lines, expected) in cases {
      let (solver, variables) = try Self.solve(lines)
      for (variable, value) in expected {
        XCTAssertEqual(solver.value(of: try XCTUnwrap(variables[variable])), value, accuracy: 1e-9, "\(name): \(variable)")
      }
    }
  }

  func testConflictingRequiredConstraintsAreRefusedAndLeaveTheSolverAsItWas() throws {
    let cases: [(String, [Line], Line, [String: Double])] = [
      ("two values", [Self.bound("x", .equal, 10)], Self.bound("x", .equal, 20), ["x": 10]),
      ("min over max", [Self.bound("x", .lessOrEqual, 5)], Self.bound("x", .greaterOrEqual, 10), ["x": 5]),
      ("a cycle", [Line(terms: [("y", 1), ("x", -1)], constant: -10, relation: .equal), Self.bound("x", .equal, 0)],
       Line(terms: [("x", 1), ("y", -1)], constant: -10, relation: .equal), ["x": 0, "y": 10]),
    ]
    for (name, lines, conflict, expected) in cases {
      let (solver, variables) = try Self.solve(lines)
      let terms = conflict.terms.compactMap { n, c in variables[n].map { LinearExpression.Term($0, c) } }
      XCTAssertThrowsError(try solver.add(LinearExpression(terms, constant: conflict.constant), conflict.relation), name) {
        XCTAssertEqual($0 as? SolverError, .unsatisfiable, name)
      }
      XCTAssertEqual(solver.constraintCount, lines.count, name)
      for (variable, value) in expected {
        XCTAssertEqual(solver.value(of: try XCTUnwrap(variables[variable])), value, accuracy: 1e-9, "\(name): \(variable)")
      }
    }
  }

  func testEditVariablesFollowSuggestions() throws {
    let (solver, v) = try Self.solve([
      Line(terms: [("x", 1), ("y", 1)], constant: -100, relation: .equal),
      Self.bound("x", .equal, 50, 250), Self.bound("y", .lessOrEqual, 90),
    ])
    let x = try XCTUnwrap(v["x"]), y = try XCTUnwrap(v["y"])
    XCTAssertEqual(solver.value(of: x), 50)
    let edit = try solver.addEdit(x, strength: Strength(999))
    for (suggested, expectedX) in [(30.0, 30.0), (80, 80), (5, 10), (50, 50)] {
      try solver.suggest(edit, suggested)
      XCTAssertEqual(solver.value(of: x), expectedX, accuracy: 1e-9, "suggest \(suggested)")
      XCTAssertEqual(solver.value(of: y), 100 - expectedX, accuracy: 1e-9, "suggest \(suggested)")
    }
    try solver.remove(edit)
    XCTAssertEqual(solver.value(of: x), 50, accuracy: 1e-9)
    XCTAssertThrowsError(try solver.addEdit(x, strength: .required))
  }

  func testConstantsChangeInPlace() throws {
    let (solver, v, id) = try Self.solveKeepingIDs([
      Self.bound("x", .equal, 10),
      Line(terms: [("y", 1), ("x", -1)], constant: -5, relation: .equal),
      Self.bound("z", .greaterOrEqual, 0), Line(terms: [("z", 1), ("y", -1)], constant: 0, relation: .lessOrEqual),
      Self.bound("z", .equal, 1000, 300),
    ])
    let x = try XCTUnwrap(v["x"]), y = try XCTUnwrap(v["y"]), z = try XCTUnwrap(v["z"])
    try solver.setConstant(id[0], -20)
    XCTAssertEqual([solver.value(of: x), solver.value(of: y), solver.value(of: z)], [20, 25, 25])
    try solver.setConstant(id[1], 5)
    XCTAssertEqual([solver.value(of: x), solver.value(of: y), solver.value(of: z)], [20, 15, 15])
    XCTAssertEqual(solver.error(of: id[4]), 985, accuracy: 1e-9)
  }

  func testAChangeThatBreaksRequiredConstraintsIsRefused() throws {
    let (solver, v, id) = try Self.solveKeepingIDs([
      Self.bound("x", .equal, 10), Self.bound("y", .equal, 10),
      Line(terms: [("x", 1), ("y", -1)], constant: 0, relation: .equal),
    ])
    XCTAssertThrowsError(try solver.setConstant(id[0], -20)) {
      XCTAssertEqual($0 as? SolverError, .conflictingChange)
    }
    XCTAssertEqual(solver.value(of: try XCTUnwrap(v["x"])), 10)
    XCTAssertEqual(solver.expression(of: id[0])?.constant, -10)
  }

  func testRemovingAConstraintLetsTheNextPriorityDecide() throws {
    let (solver, v, id) = try Self.solveKeepingIDs([
      Self.bound("x", .lessOrEqual, 10), Self.bound("x", .equal, 20, 500), Self.bound("x", .equal, 30, 250),
    ])
    let x = try XCTUnwrap(v["x"])
    XCTAssertEqual(solver.value(of: x), 10)
    try solver.remove(id[0])
    XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-9)
    try solver.remove(id[1])
    XCTAssertEqual(solver.value(of: x), 30, accuracy: 1e-9)
    XCTAssertThrowsError(try solver.remove(id[1]))
  }
}
