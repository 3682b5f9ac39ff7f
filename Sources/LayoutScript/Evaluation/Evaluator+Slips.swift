import LayoutCore

/// Did-you-means with the corrected text for the slips the evaluator sees: a modifier written
/// without its dot, `let` or `var` before a name that is already declared (at the prompt:
/// `let gap = 8` meaning `gap = 8`).
extension Evaluator {
  /// The hint for a call of `name` that is nothing in scope.
  func unknownCallHint(_ name: String, among callables: [String]) -> String? {
    if Vocabulary.modifiers[name] != nil {
      return "did you mean `.\(name)(…)`? a modifier follows the view or layout it changes, after a dot"
    }
    return didYouMean(name, among: callables)
  }

  /// The hint for declaring `name` again, at `location`: the assignment it likely means.
  func redeclarationHint(_ name: String, at location: SourceLocation) -> String {
    let existing = scopes[scopes.count - 1][name]
    guard existing?.isVariable == true, let line = SourceExcerpt.line(location.line, of: sources[location.file] ?? "") else {
      return "assign to it with `\(name) = …` if it is a var, or choose another name"
    }
    let assignment = line.dropFirst(max(location.column - 1, 0)).trimmingSuffix(while: \.isWhitespace)
    guard assignment.hasPrefix(name) else { return "assign to it with `\(name) = …`, or choose another name" }
    return "did you mean `\(assignment)`? '\(name)' is already declared; assign to it to change it"
  }
}

