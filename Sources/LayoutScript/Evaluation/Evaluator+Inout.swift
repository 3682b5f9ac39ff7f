import LayoutCore

/// `inout` parameters: `increment(&count)` runs the function on its own copy of `count`, and the
/// copy's value when the function ends is written back to `count`, as Swift's copy-in copy-out
/// (The Swift Programming Language, "In-Out Parameters").
extension Evaluator {
  /// Writes the `inout` parameters' last values, `parameters` as `function` left them, back to
  /// the variables its call gave with `&` (`syntax`'s arguments), matched by label in order.
  func writeBack(_ parameters: [String: Variable], of function: FunctionDeclaration, to syntax: CallSyntax) throws(Diagnostic) {
    var inoutParameters = function.parameters.filter(\.isInout)
    guard !inoutParameters.isEmpty else { return }
    for argument in syntax {
      guard case .unary(.inoutArgument, let target, let location) = argument.value,
            let position = inoutParameters.firstIndex(where: { $0.label == argument.label }) else { continue }
      let parameter = inoutParameters.remove(at: position)
      if let variable = parameters[parameter.name] {
        try assign(variable.value, to: target, at: location, firstNewView: viewTable.views.count)
      }
    }
  }
}
