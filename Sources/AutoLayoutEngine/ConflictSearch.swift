import ConstraintSolver

/// Finds the minimal set of required constraints in conflict: remove any one of them and the
/// rest can hold (a deletion filter, over the constraints that share variables with the
/// failing one, directly or through others).
struct ConflictSearch {
  let items: [SolverItem]
  let variableCount: Int

  /// The minimal conflicting set containing `failing`, drawn from `among` (item indices whose
  /// required constraints hold together). The canvas origin is always kept and never listed.
  func minimalSet(failing: Int, among: [Int]) -> [Int] {
    var set = connected(to: failing, among: among).filter { !isOrigin($0) }
    for candidate in set {
      let trial = set.filter { $0 != candidate }
      if !isFeasible(trial + [failing]) { set = trial }
    }
    return set + [failing]
  }

  /// Whether the required items hold together (with the canvas origin).
  private func isFeasible(_ indices: [Int]) -> Bool {
    let solver = Solver()
    for _ in 0..<variableCount { _ = solver.makeVariable() }
    for index in items.indices.filter(isOrigin) + indices {
      do throws(SolverError) {
        try solver.add(items[index].expression, items[index].relation)
      } catch {
        return false
      }
    }
    return true
  }

  private func isOrigin(_ index: Int) -> Bool {
    if case .canvasOrigin = items[index].source { return true }
    return false
  }

  /// The items of `among` linked to `failing` through shared variables, in order.
  private func connected(to failing: Int, among: [Int]) -> [Int] {
    var variables = Set(items[failing].expression.terms.map(\.variable))
    var remaining = among, linked: Set<Int> = []
    var grew = true
    while grew {
      grew = false
      remaining.removeAll { index in
        let own = items[index].expression.terms.map(\.variable)
        guard own.contains(where: variables.contains) else { return false }
        variables.formUnion(own)
        linked.insert(index)
        grew = true
        return true
      }
    }
    return among.filter(linked.contains)
  }
}
