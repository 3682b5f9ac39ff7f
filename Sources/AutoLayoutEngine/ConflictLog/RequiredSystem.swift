import ConstraintSolver
import LayoutCore

/// The required constraints of an anchors layout as linear constraints, and whether a subset
/// of them can hold together (each check a fresh solver: logs hold tens of constraints).
struct RequiredSystem {
  /// `expressions[i]` for `AnchorsLayout.constraints[i]` when it is required and modelled.
  let expressions: [Int: (LinearExpression, Relation)]
  /// The required constraints, in the layout's order.
  let required: [Int]
  private let variableCount: Int

  init(_ layout: AnchorsLayout) {
    let template = Solver()
    let model = FrameModel(layout, solver: template)
    var expressions: [Int: (LinearExpression, Relation)] = [:]
    var required: [Int] = []
    for (index, constraint) in layout.constraints.enumerated() where constraint.isRequired {
      guard let expression = model.expression(of: constraint) else { continue }
      expressions[index] = (expression, FrameModel.relation(constraint.relation))
      required.append(index)
    }
    self.expressions = expressions
    self.required = required
    variableCount = model.frames.count * 4
  }

  /// Whether the constraints `indices` hold together.
  func holds(_ indices: [Int]) -> Bool {
    let solver = Solver()
    for _ in 0..<variableCount { _ = solver.makeVariable() }
    for index in indices {
      guard let (expression, relation) = expressions[index] else { continue }
      do throws(SolverError) {
        try solver.add(expression, relation)
      } catch {
        return false
      }
    }
    return true
  }

  /// The constraints of `indices` that can be added in order, each one that cannot skipped.
  func greedilyHolding(_ indices: [Int]) -> [Int] {
    let solver = Solver()
    for _ in 0..<variableCount { _ = solver.makeVariable() }
    return indices.filter { index in
      guard let (expression, relation) = expressions[index] else { return false }
      do throws(SolverError) {
        try solver.add(expression, relation)
        return true
      } catch {
        return false
      }
    }
  }

  /// A minimal conflicting subset of `indices` (which must not hold) that keeps every one of
  /// `kept`: a deletion filter, trying to drop the constraints in `indices`' order.
  func minimalConflict(in indices: [Int], keeping kept: Set<Int> = []) -> [Int] {
    var set = indices
    for candidate in indices where !kept.contains(candidate) {
      let trial = set.filter { $0 != candidate }
      if !holds(trial) { set = trial }
    }
    return set
  }
}
