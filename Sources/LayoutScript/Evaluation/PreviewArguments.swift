/// The arguments a file's `#Preview` (or `PreviewProvider`) gives the shown UIKit class's
/// initializer: Xcode's canvas makes the view with them (`#Preview { Row(with: "Hi", image:
/// UIImage(systemName: "star")) }`), so the set-up code reads them where it would read
/// placeholders (`Evaluator.parametersBound`).
enum PreviewArguments {
  /// The first call `className(…)` in the bodies of the previews among `statements` whose
  /// labels fit `parameters` (in order, a parameter with a default may be left out): each
  /// parameter's argument by name, those left out absent; nil when no preview makes the class so.
  static func values(for className: String, _ parameters: [Parameter], in statements: [Statement]) -> [String: Expression]? {
    for statement in statements {
      switch statement {
      case .function(let preview) where preview.isPreview:
        if let call = firstCall(of: className, in: preview.body), let fitted = fit(call, parameters) { return fitted }
      case .declarations(let members, _):  // a PreviewProvider's `static var previews`
        if let fitted = values(for: className, parameters, in: members) { return fitted }
      default:
        continue
      }
    }
    return nil
  }

  /// Each parameter's argument by name when the call's arguments fit the parameters in order.
  private static func fit(_ call: CallSyntax, _ parameters: [Parameter]) -> [String: Expression]? {
    var values: [String: Expression] = [:]
    var remaining = Array(call)[...]
    for parameter in parameters {
      if let next = remaining.first, next.label == parameter.label {
        values[parameter.name] = next.value
        remaining = remaining.dropFirst()
      } else if parameter.defaultValue == nil {
        return nil
      }
    }
    return remaining.isEmpty ? values : nil
  }

  /// The first call of `name(…)` in `statements`, through modifiers (`Row(…).padding()`),
  /// bindings, returns and closures (`UIViewPreview { Row(…) }`).
  private static func firstCall(of name: String, in statements: [Statement]) -> CallSyntax? {
    for statement in statements {
      let found: CallSyntax?
      switch statement {
      case .expression(let expression): found = firstCall(of: name, in: expression)
      case .returnValue(let expression?, _): found = firstCall(of: name, in: expression)
      case .binding(_, _, let expression, _): found = firstCall(of: name, in: expression)
      default: found = nil
      }
      if let found { return found }
    }
    return nil
  }

  private static func firstCall(of name: String, in expression: Expression) -> CallSyntax? {
    switch expression {
    case .call(let call):
      switch call.callee {
      case .name(let called) where called == name: return call
      case .method(let base, _):
        if let found = firstCall(of: name, in: base) { return found }
      default: break
      }
      return call.lazy.compactMap { firstCall(of: name, in: $0.value) }.first
    case .member(let base, _, _): return firstCall(of: name, in: base)
    case .closure(let closure): return firstCall(of: name, in: closure.body)
    default: return nil
    }
  }
}
