import LayoutCore

/// A file whose one layout API is a method of an `extension View` (FloatingPanel's
/// `floatingPanelScrollTracking(proxy:)`, a modifier a library writes as a method rather than a
/// `ViewModifier`): it shows that method on a placeholder `content` (the view it is called on,
/// named so), its parameters without a default given placeholders, as a file of a view modifier
/// alone shows the modifier (`Evaluator+ShownView`).
extension Evaluator {
  /// `content.name(…)` of the file's last `extension View` method that returns a view, for a
  /// file that declares no view and no view modifier; nil for a file without one.
  func viewExtensionMethodCall() -> (statements: [Statement], location: SourceLocation)? {
    // An extension of only methods is read as modifiers (`Evaluator.extendLayout`), one with other members as the type's members.
    let methods = (declarations.viewModifiers.values.flatMap { $0 } + Array((declarations.typeMembers["View"] ?? [:]).values)).filter { method in
      !method.isProperty && !method.isStatic && method.resultType != nil && Parser.isLayoutType(method.resultType)
    }
    guard let method = methods.max(by: { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }) else { return nil }
    let location = method.location
    let arguments = PlaceholderValues.arguments(for: method.parameters)
    let call = Expression.call(.make(.member(.name("content", location), method.name, location), arguments, at: location))
    return ([.expression(call)], location)
  }
}
