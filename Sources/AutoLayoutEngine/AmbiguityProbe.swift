import ConstraintSolver
import LayoutCore

/// Finds the views whose frames the constraints leave free: each frame variable is pulled a
/// point either way by an edit constraint weaker than every priority of the layout; a variable
/// that follows the pull can move without making any constraint worse.
struct AmbiguityProbe {
  /// The priority of the pull: below every layout priority (1) and the fitting pull (50).
  static let pullPriority = 0.001

  /// `view.horizontal` / `view.vertical` for every free view and axis, in layout order.
  static func ambiguous(in solve: SystemSolve, names: [String]) -> [(view: Int, axis: Axis)] {
    var found: [(Int, Axis)] = []
    for view in solve.model.layout.placed {
      guard let variables = solve.model.frames[view] else { continue }
      for axis in Axis.allCases {
        let (origin, length) = variables.along(axis)
        if isFree(origin, in: solve.solver) || isFree(length, in: solve.solver) { found.append((view, axis)) }
      }
    }
    return found
  }

  private static func isFree(_ variable: Variable, in solver: Solver) -> Bool {
    let base = solver.value(of: variable)
    guard let edit = try? solver.addEdit(variable, strength: Strength(pullPriority)) else { return false }
    defer { try? solver.remove(edit) }
    for target in [base + 1, base - 1] {
      try? solver.suggest(edit, target)
      if abs(solver.value(of: variable) - base) > 1e-6 { return true }
    }
    return false
  }
}
