import LayoutCore

/// A built-in callable other than a view: a container, a value constructor or a function.
struct BuiltinFunction: Sendable {
  /// The accepted argument labels (`_` for an unlabelled one, `{}` for a trailing closure).
  var labels: [String]
  var call: @Sendable (Evaluator, Arguments) throws(Diagnostic) -> Value
}
