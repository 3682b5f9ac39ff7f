import ConstraintSolver
import LayoutCore

/// The required constraints of an anchors layout as linear constraints, and whether a subset
/// of them can hold together: each check a fresh solver (logs hold tens of constraints), the
/// work of every constraint added (one, plus the constraints already in that solver, which its
/// substitutions may touch) counted against a budget, so that no log, however long, takes long.
final class RequiredSystem {
  /// `expressions[i]` for `AnchorsLayout.constraints[i]` when it is required and modelled.
  let expressions: [Int: (LinearExpression, Relation)]
  /// The required constraints, in the layout's order.
  let required: [Int]
  private let variableCount: Int
  /// The work left, over all checks: about a second of a debug build on a chain of 60 views
  /// (the search then stops with a set that conflicts, not shown minimal); the corpus's largest
  /// log needs a hundredth of it.
  private(set) var budget: Int
  /// The most constraints the search looks into (a log of about 70 views, with UIKit's rules);
  /// beyond, the set is the constraints up to the first that fails.
  static let searchedAtMost = 240

  init(_ layout: AnchorsLayout, budget: Int = 500_000) {
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
    self.budget = budget
  }

  /// Whether the constraints `indices` hold together.
  func holds(_ indices: [Int]) -> Bool { firstFailure(adding: indices) == nil }

  /// The constraints of `indices` that can be added in order, each one that cannot skipped.
  func greedilyHolding(_ indices: [Int]) -> [Int] {
    var trial = fresh()
    return indices.filter { add($0, to: &trial) }
  }

  /// A minimal conflicting subset of `indices` (which must not hold together) that keeps
  /// `kept`: the insertion method — add the candidates in order to `kept` and what was found
  /// so far until one fails; it is in the set, and the search goes on among those before it;
  /// done when the set alone fails. Earlier candidates are kept in preference to later ones.
  /// `isMinimal` is false when the budget ran out first: the set then still conflicts.
  func minimalConflict(in indices: [Int], keeping kept: [Int] = []) -> (set: [Int], isMinimal: Bool) {
    var set = kept
    var candidates = indices.filter { !kept.contains($0) }
    if set.count + candidates.count > Self.searchedAtMost {
      // Too many to search (a solver's rows grow with a chain of views): the constraints up to
      // the first that fails, which conflict.
      var trial = fresh()
      guard !set.contains(where: { !add($0, to: &trial) }) else { return (set, false) }
      let failing = candidates.firstIndex { !add($0, to: &trial) } ?? candidates.count - 1
      return (set + candidates[...failing], false)
    }
    while true {
      guard budget > 0 else { return (set + candidates, false) }
      var trial = fresh()
      if set.contains(where: { !add($0, to: &trial) }) { return (set, true) }
      guard let failing = candidates.firstIndex(where: { !add($0, to: &trial) }) else { return (set + candidates, false) }
      set.append(candidates[failing])
      candidates = Array(candidates[..<failing])
    }
  }

  /// The position in `indices` of the first constraint that cannot be added after the ones before it.
  private func firstFailure(adding indices: [Int]) -> Int? {
    var trial = fresh()
    return indices.firstIndex { !add($0, to: &trial) }
  }

  /// A solver with the layout's variables and how many constraints it holds.
  private struct Trial {
    let solver: Solver
    var count = 0
  }

  private func fresh() -> Trial {
    let solver = Solver()
    for _ in 0..<variableCount { _ = solver.makeVariable() }
    return Trial(solver: solver)
  }

  /// Adds constraint `index` to the trial's solver; false when it cannot hold with what is there.
  private func add(_ index: Int, to trial: inout Trial) -> Bool {
    guard let (expression, relation) = expressions[index] else { return true }
    budget -= 1 + trial.count
    do throws(SolverError) {
      try trial.solver.add(expression, relation)
      trial.count += 1
      return true
    } catch {
      return false
    }
  }
}
