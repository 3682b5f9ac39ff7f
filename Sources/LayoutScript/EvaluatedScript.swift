import LayoutEngine

/// The result of evaluating a script: its canvas, its body as an element tree, the views the
/// tree's leaves stand for, and the warnings met on the way.
public struct EvaluatedScript: Sendable {
  public var canvas: Canvas
  /// The body, or nil for a script without one (a library of components).
  public var body: Element?
  /// `views[i]` is the view of every `LeafView(id: i, …)` in `body`.
  public var views: [ViewDeclaration]
  public var warnings: [Diagnostic]
}

/// A view of a script: its unique name, its UIKit type and what it is for layout.
public struct ViewDeclaration: Sendable, Hashable {
  /// The `let`/`var` name, the `.named("…")` name, or a generated `TypeName#N`.
  public var name: String
  /// The UIKit type, such as `UILabel` (aliases like `Label` give their UIKit type).
  public var typeName: String
  public var kind: LeafKind
  /// `view.isHidden = true`; recorded, not yet used by layout.
  public var isHidden: Bool
  /// Where the view was created.
  public var location: SourceLocation
  /// The view's colour: its `backgroundColor`, else its `textColor` (a label's or a button's title),
  /// as written: a UIKit name such as "systemBlue" or "red", or "#RRGGBB". Nil when none is set.
  public var color: String?
}

/// The entry point of the script language: source text in, element tree or diagnostics out.
public enum ScriptEvaluator {
  /// Parses and evaluates the script `source`, read from `path` (used in diagnostics and to
  /// resolve `import "…"`), within `limits`. Evaluation goes on after an error where it can, so
  /// a failure holds every error found (up to 20), in source order. Setting `interrupt` from
  /// another thread ends the evaluation with the error "evaluation interrupted".
  public static func evaluate(source: String, path: String, limits: ScriptLimits = .standard,
                              interrupt: EvaluationInterrupt? = nil) throws(ScriptFailure) -> EvaluatedScript {
    let statements: [Statement]
    switch Parser.parse(source, file: path, limits: limits) {
    case .success(let parsed): statements = parsed
    case .failure(let failure): throw failure
    }
    let evaluator = Evaluator(limits: limits, interrupt: interrupt)
    evaluator.sources[path] = source
    var script: EvaluatedScript?
    do throws(Diagnostic) {
      script = try evaluator.evaluateScript(statements, path: path)
    } catch {
      evaluator.record(error)
      if evaluator.errors.isEmpty { evaluator.errors.append(error) }
    }
    guard let script, evaluator.errors.isEmpty else {
      throw ScriptFailure(diagnostics: evaluator.inSourceOrder(evaluator.errors), sources: evaluator.sources)
    }
    return script
  }
}
