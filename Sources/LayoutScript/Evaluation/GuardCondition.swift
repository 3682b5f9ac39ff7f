import LayoutCore

/// `guard condition else { … }` runs its `else` block when the condition fails: the parser writes
/// each clause as `if #guardFails(condition) { else-block }`. A condition on what the file does not
/// know (a placeholder: `guard isViewLoaded`, `guard granted`, `guard Thread.isMainThread`) is true,
/// as every test of a placeholder is (`placeholderTruth`), so the guard passes and the code after
/// it runs — a plain `!condition` would be a test of the placeholder too, true, and would take the
/// `else` block instead.
enum GuardCondition {
  /// The pseudo-call that tests a guard's clause.
  static let callName = "#guardFails"

  /// `#guardFails(condition)` for one clause of a guard, at the clause.
  static func failed(_ condition: Expression) -> Expression {
    let location = condition.location
    return .call(.make(.name(callName, location), [Argument(label: nil, value: condition, isTrailingClosure: false, location: location)],
                       at: location))
  }
}

extension Evaluator {
  /// Whether a guard's clause fails: false for a placeholder, else the Bool's negation.
  func guardFails(_ arguments: Arguments) throws(Diagnostic) -> Value {
    guard let condition = arguments.positional(0) else { return .bool(false) }
    if placeholderTruth(condition.value, at: condition.location) != nil { return .bool(false) }
    guard case .bool(let flag) = condition.value else {
      throw Diagnostic("'guard' needs a Bool condition, not \(condition.value.typeDescription)", at: condition.location)
    }
    return .bool(!flag)
  }
}
