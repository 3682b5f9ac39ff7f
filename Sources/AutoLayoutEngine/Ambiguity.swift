import ConstraintSolver
import LayoutCore

/// Finds the views whose frames the constraints leave free: a view is ambiguous on an axis
/// when its origin or length on that axis can move without making any constraint worse at
/// any priority (read from the solver's optimal tableau).
enum Ambiguity {
  /// Every free view and axis, in layout order.
  static func ambiguous(in solve: SystemSolve) -> [(view: Int, axis: Axis)] {
    let free = solve.solver.freeVariables()
    guard !free.isEmpty else { return [] }
    var found: [(Int, Axis)] = []
    for view in solve.model.layout.placed {
      guard let variables = solve.model.frames[view] else { continue }
      for axis in Axis.allCases {
        let (origin, length) = variables.along(axis)
        if free.contains(origin) || free.contains(length) { found.append((view, axis)) }
      }
    }
    return found
  }
}
