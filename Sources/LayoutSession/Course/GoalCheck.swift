import LayoutCore
import LayoutScript

/// Whether a goal holds for a layout.
public enum GoalOutcome: Sendable, Equatable {
  case holds
  /// It does not hold; `readings` are the values it read, as `title.lines = 2`.
  case fails(readings: [String])
  /// The predicate cannot be read or evaluated (a typo in a lesson, a view renamed).
  case invalid(Diagnostic)
}

/// Evaluates goals against a laid-out script. A predicate is an expression of the script
/// language over what the layout result says:
/// - a view by name: `title.x`, `.y`, `.width`, `.height`, `.minX`, `.midX`, `.maxX`, `.minY`,
///   `.midY`, `.maxY`, `.measured` (times its own sizing ran), `.proposals` (proposals received),
///   `.lines` (a label's lines as laid out), `.placed` (true when it got a frame);
/// - `body.width`, `body.height`: the body's size;
/// - `views.count`, `views.maxMeasured`, `views.totalMeasured` over every placed view;
/// - `constraints.count`, `.conflicts`, `.broken`, `.unmet`, `.ambiguous` of an Auto Layout solution;
/// - numbers, `+ - * /`, comparisons (`==` within 0.01 of a point), `&& || !`, `abs`, `min`, `max`.
public struct GoalCheck {
  let script: EvaluatedScript
  let result: LayoutResult
  let constraints: ConstraintCounts?

  /// A checker of goals against `result`, the layout of `script`, and for an anchors script the
  /// counts of its constraints report.
  public init(script: EvaluatedScript, result: LayoutResult, constraints: ConstraintCounts? = nil) {
    self.script = script
    self.result = result
    self.constraints = constraints
  }

  /// Whether `goal` holds.
  public func check(_ goal: Goal) -> GoalOutcome {
    let expression: GoalExpression
    switch GoalExpression.parse(goal.predicate, at: goal.location) {
    case .success(let parsed): expression = parsed
    case .failure(let diagnostic): return .invalid(diagnostic)
    }
    var reader = GoalReader(script: script, result: result, constraints: constraints)
    do throws(Diagnostic) {
      let holds = try reader.truth(of: expression)
      return holds ? .holds : .fails(readings: reader.readings)
    } catch {
      var diagnostic = error
      diagnostic.location = goal.location
      return .invalid(diagnostic)
    }
  }
}
