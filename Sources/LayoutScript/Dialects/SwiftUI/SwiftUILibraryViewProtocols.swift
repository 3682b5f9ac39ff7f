import LayoutCore

/// A struct of a library's own view protocol, which the library makes a `View` of and whose
/// body it builds from a method the struct writes: SwiftUIFlux's `ConnectedView`, whose
/// `body(props:)` the library's `body` calls with the `Props` that `map(state:dispatch:)` makes of
/// the app's store. The file cannot know the store, so what the canvas shows is that method run
/// with placeholders for its parameters (`props`, listed with the placeholders), as a type's
/// view-returning member is shown (`Evaluator+TypeViewMembers`).
extension Evaluator {
  /// The view a value of such a struct builds: its `body` property, or its `body(…)` method given
  /// placeholders; nil for any other value, and for a struct that is a view or a widget.
  func libraryProtocolView(_ value: Value, at location: SourceLocation) throws(Diagnostic) -> Value? {
    guard case .structure(let structure) = value, let type = structure.typeName,
          let conformances = declarations.structTypes[type]?.conformances, !conformances.isEmpty,
          !conformances.contains("View"), !conformances.contains("Widget"),
          let body = typeMember(named: "body", in: type), !body.isStatic, body.resultType.map(Parser.isLayoutType) == true
    else { return nil }
    if body.isProperty { return try instanceMember("body", of: value, at: location) }
    let call = CallSyntax.make(.name("body", location), PlaceholderValues.arguments(for: body.parameters), at: location)
    return try instanceMethod("body", of: value, try evaluateArguments(call, callee: "body", at: location))
  }
}
