import LayoutCore

/// Implicit member expressions given to a typed parameter (SE-0287): `has(.frosting)` of
/// `func has(_ layer: Layers)` is `Layers.frosting`, a static member the script's type declares.
extension Evaluator {
  /// `value` as the parameter of type `type` receives it: `.name` resolved to the static property
  /// `name` of the script's type `type` (its optional too, `Layers?`); any other value as it is,
  /// an enum's case (`.member`) among them.
  func implicitMember(_ value: Value, as type: String?, at location: SourceLocation) throws(Diagnostic) -> Value {
    guard case .member(let name) = value, var type else { return value }
    while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
    guard declarations.enumCases[type] == nil, isScriptType(type) else { return value }
    return try staticMember(name, of: type, at: location) ?? value
  }
}
