import LayoutCore

/// How one modifier is applied to the layout before it.
struct ModifierEntry: Sendable {
  /// The accepted argument labels (`_` for an unlabelled one, `{}` for a trailing closure).
  var labels: [String]
  var apply: @Sendable (Evaluator, Child, Arguments) throws(Diagnostic) -> Value
}
