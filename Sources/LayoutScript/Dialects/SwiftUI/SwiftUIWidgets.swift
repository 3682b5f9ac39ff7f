import LayoutCore

/// WidgetKit's widgets: a `struct … : Widget` whose body is a `WidgetConfiguration`
/// (`StaticConfiguration`, `AppIntentConfiguration`, `IntentConfiguration`), previewed by
/// `#Preview(as: .systemSmall) { MyWidget() } timeline: { … }`. What the canvas shows of a widget
/// is its entry view: the configuration's content closure, run with the first entry of the
/// preview's timeline, as WidgetKit runs it with each entry (without one, a placeholder named by
/// the closure's parameter, `entry`, listed with the placeholders). The configuration's own modifiers (display name, description,
/// families, content margins) change no layout and are named in the one note.
extension SwiftUIDialect {
  /// The widget configurations, each shown as its content closure's view.
  static let widgetConfigurations: [String: BuiltinFunction] = Dictionary(uniqueKeysWithValues: [
    "StaticConfiguration", "AppIntentConfiguration", "IntentConfiguration",
  ].map { name in
    (name, BuiltinFunction(labels: ["kind", "intent", "provider", "content", "{}"]) { e, a throws(Diagnostic) in
      try e.widgetEntryView(a)
    })
  })
}

extension Evaluator {
  /// The view a widget configuration's content closure makes of the preview's first entry, else
  /// of a placeholder entry.
  func widgetEntryView(_ arguments: Arguments) throws(Diagnostic) -> Value {
    let content = arguments["content"] ?? arguments.trailingClosure
    let (closure, captured): (Closure, [[String: Variable]]?) = switch content?.value {
    case .closure(let closure)?: (closure, nil)
    case .boundClosure(let closure, let scopes)?: (closure, scopes)
    default: throw Diagnostic("a widget configuration needs its content closure: { entry in … }", at: arguments.location)
    }
    if let first = widgetEntry { return try invoke(closure, arguments: [try evaluate(first)], scopes: captured, at: closure.location) }
    let entry = try namedPlaceholderView(closure.parameters.first ?? "entry", at: closure.location)
    return try invoke(closure, arguments: [.view(entry)], scopes: captured, at: closure.location)
  }

  /// The entry view of a `Widget` struct's value (`RecentMessagesWidget()` in a widget's
  /// `#Preview`): its `body`, the configuration's view; nil for a value of another type.
  func widgetView(_ value: Value, at location: SourceLocation) throws(Diagnostic) -> Value? {
    guard case .structure(let structure) = value, let type = structure.typeName,
          declarations.structTypes[type]?.conformances.contains("Widget") == true else { return nil }
    return try instanceMember("body", of: value, at: location)
  }
}
