/// Live changes: a constraint's constant changed in place, and edit variables built on it.
extension Solver {
  /// Gives the constraint's expression a new constant and re-solves from the current optimum
  /// with the dual simplex (no constraint is removed or added). Throws `.conflictingChange`,
  /// and keeps the old constant, when the new one puts required constraints in conflict.
  public func setConstant(_ id: ConstraintID, _ constant: Double) throws(SolverError) {
    guard let record = constraints[id.index] else { throw .unknown }
    let old = record.expression.constant
    infeasible.removeAll()
    shiftConstant(id, by: constant - old)
    if !dualOptimize() {
      infeasible.removeAll()
      shiftConstant(id, by: old - constant)
      _ = dualOptimize()
      throw .conflictingChange
    }
  }

  /// Makes `variable` editable at an optional `strength`: `suggest` then pulls it to a value.
  /// Returns the edit constraint, which `remove` takes away again.
  public func addEdit(_ variable: Variable, strength: Strength) throws(SolverError) -> ConstraintID {
    guard !strength.isRequired else { throw .requiredEdit }
    return try add(LinearExpression([.init(variable)], constant: -value(of: variable)), .equal, strength: strength)
  }

  /// Pulls an edit variable towards `value` (as strongly as its edit constraint's strength allows).
  public func suggest(_ edit: ConstraintID, _ value: Double) throws(SolverError) {
    try setConstant(edit, -value)
  }

  /// Changes the constant by `delta`: the marker of the constraint's row absorbs the change,
  /// so every row that holds the marker moves by its coefficient times the shift.
  private func shiftConstant(_ id: ConstraintID, by delta: Double) {
    guard var record = constraints[id.index] else { return }
    record.expression.constant += delta
    constraints[id.index] = record
    let shift = delta / record.markerCoefficient
    if let row = tableau[record.marker] {
      journal.noteShift(of: record.marker, from: row.constant)
      tableau.update(record.marker) { $0.constant -= shift }
      noteIfInfeasible(record.marker)
      return
    }
    for basic in tableau.column(record.marker) {
      guard let row = tableau[basic] else { continue }
      let coefficient = row.coefficient(of: record.marker)
      journal.noteShift(of: basic, from: row.constant)
      tableau.update(basic) { $0.constant += coefficient * shift }
      noteIfInfeasible(basic)
    }
  }

  private func noteIfInfeasible(_ basic: Symbol) {
    guard basic.isRestricted, let constant = tableau[basic]?.constant else { return }
    if constant < -Row.epsilon || (basic.kind == .dummy && abs(constant) >= Row.epsilon) { infeasible.append(basic) }
  }
}
