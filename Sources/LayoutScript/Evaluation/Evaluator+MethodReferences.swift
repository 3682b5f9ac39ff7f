import LayoutCore

/// A view's modifier named without a call, as a function value (`ForEach(ColorScheme.allCases,
/// id: \.self, content: ContentView().preferredColorScheme)`): Swift's unapplied method reference,
/// the closure that applies the modifier to that view with the arguments it is given.
extension Evaluator {
  /// The closure `{ argument in view.name(argument) }` of a modifier `name` of the layout `base`;
  /// nil when `base` is no layout or `name` no modifier.
  func modifierReference(_ name: String, of base: Value, at location: SourceLocation) -> Value? {
    guard base.isLayoutLike, Vocabulary.modifiers[name] != nil || declarations.viewModifiers[name] != nil
            || SwiftUIViewMethods.layoutNeutral.contains(name) else { return nil }
    let receiver = "#receiver", parameter = "#argument"
    let argument = Argument(label: nil, value: .name(parameter, location), isTrailingClosure: false, location: location)
    let call = Expression.call(.make(.member(.name(receiver, location), name, location), [argument], at: location))
    let closure = Closure(parameters: [parameter], body: [.returnValue(call, location)], location: location)
    return .boundClosure(closure, scopes: scopes + [[receiver: Variable(value: base, isVariable: false)]])
  }
}
