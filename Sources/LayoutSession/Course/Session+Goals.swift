import LayoutScript

/// The goals of the exercise a script states (`// goal:` comments), checked against the
/// current layout: under every picture, in full with `:check`, and kept as progress when a
/// lesson's goals all hold.
extension Session {
  /// The goals the script's own text states.
  var goals: [Goal] { Goal.goals(in: source, path: path) }

  /// Each goal with whether it holds now; empty without goals or a layout.
  func goalOutcomes() -> [(goal: Goal, outcome: GoalOutcome)] {
    guard let current, let result = current.result else { return [] }
    let check = GoalCheck(script: current.script, result: result, constraints: current.constraints.map(ConstraintCounts.init))
    return goals.map { ($0, check.check($0)) }
  }

  /// `:check`: every goal, whether it holds, and for those that do not what they read and a hint.
  func checkGoals(_ arguments: CommandArguments) throws(CommandError) -> SessionReply {
    try arguments.expectAtMost(0)
    let outcomes = goalOutcomes()
    guard !outcomes.isEmpty else {
      throw CommandError(goals.isEmpty ? "this script sets no goals (a lesson's exercise writes them as // goal: comments)"
                                       : "the script has no layout to check its goals against")
    }
    var lines: [String] = []
    for (goal, outcome) in outcomes {
      lines.append(Self.mark(outcome) + " " + (goal.words.isEmpty ? goal.predicate : goal.words))
      switch outcome {
      case .holds:
        continue
      case .fails(let readings):
        lines.append("    goal: \(goal.predicate)")
        if !readings.isEmpty { lines.append("    now:  " + readings.joined(separator: ", ")) }
        if let hint = goal.hint { lines.append("    hint: \(hint)") }
      case .invalid(let diagnostic):
        lines.append("    " + diagnostic.rendered(source: goal.predicate).replacingOccurrences(of: "\n", with: "\n    "))
      }
    }
    lines.append(noteProgress(outcomes) ?? "")
    return SessionReply(text: lines.joined(separator: "\n").trimmingCharacters(in: .newlines))
  }

  /// The lines under a picture of a script with goals: each goal's mark and words, the hint of
  /// the first that does not hold, and what finishing means. Nil without goals.
  var goalLines: String? {
    let outcomes = goalOutcomes()
    guard !outcomes.isEmpty else { return nil }
    var lines = outcomes.map { Self.mark($0.outcome) + " " + ($0.goal.words.isEmpty ? $0.goal.predicate : $0.goal.words) }
    if let failing = outcomes.first(where: { $0.outcome != .holds }), let hint = failing.goal.hint {
      lines.append("  hint: \(hint)")
    }
    if let progress = noteProgress(outcomes) { lines.append(progress) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Notes a lesson whose goals all hold as finished; what to say about it, if anything.
  private func noteProgress(_ outcomes: [(goal: Goal, outcome: GoalOutcome)]) -> String? {
    guard outcomes.allSatisfy({ $0.outcome == .holds }) else { return nil }
    guard currentLessonIndex != nil else { return "every goal holds" }
    options.progress?.markFinished(path)
    return "every goal holds: lesson finished — :lesson next goes on"
  }

  private static func mark(_ outcome: GoalOutcome) -> String {
    switch outcome {
    case .holds: return "✓"
    case .fails: return "✗"
    case .invalid: return "?"
    }
  }
}
