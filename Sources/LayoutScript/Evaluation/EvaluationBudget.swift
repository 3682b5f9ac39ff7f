import LayoutCore

/// The whole evaluation's budget: its steps (every statement and expression evaluated is one)
/// and its counts of nesting, calls, loop iterations and elements, each against its limit.
/// Loops stop at their own limit and nesting at its depth, but a recursion that branches
/// (`f(n - 1) + f(n - 1)`) stays shallow and runs for minutes; the budget ends it, with the
/// diagnostic at the call that started it, where the user can change something.
struct EvaluationBudget {
  /// Steps taken so far.
  private(set) var steps = 0
  /// The nesting depth of the statement or expression being evaluated.
  var depth = 0
  /// How many component and closure calls are running, the outermost first.
  var callDepth = 0
  /// Loop and `ForEach` iterations run so far, all loops together.
  var loopIterations = 0
  /// Elements built so far.
  var elementCount = 0
  /// The outermost component or closure call running now, by name, and where it is written.
  private(set) var outermostCall: (name: String, location: SourceLocation)?

  /// Notes that a call of `name` at `location` starts at call depth `depth` (1 for the outermost).
  mutating func enterCall(_ name: String, at location: SourceLocation, depth: Int) {
    if depth == 1 { outermostCall = (name, location) }
  }

  /// Notes that the call at depth `depth` returned.
  mutating func leaveCall(depth: Int) {
    if depth == 1 { outermostCall = nil }
  }

  /// Counts one step; false once the steps are past `limit`.
  mutating func step(limit: Int) -> Bool {
    steps += 1
    return steps <= limit
  }

  /// The diagnostic that ends the evaluation once the steps are past `limit`, pointing at the
  /// outermost call running (else at `location`); nil while within it.
  func exhausted(at location: SourceLocation, limit: Int) -> Diagnostic? {
    guard steps > limit else { return nil }
    guard let call = outermostCall else {
      return Diagnostic("evaluation step limit of \(limit) exceeded", at: location,
                        hint: "the script did not finish within \(limit) steps")
    }
    return Diagnostic("evaluation step limit of \(limit) exceeded in this call of '\(call.name)'", at: call.location,
                      hint: "'\(call.name)' did not finish within \(limit) steps: a recursion that calls itself more than "
                        + "once per call grows exponentially; make it end sooner")
  }
}
