/// Every dialect's vocabulary merged into the tables the evaluator looks names up in.
enum Vocabulary {
  /// The dialects, in the order their names are looked up.
  static let dialects: [any Dialect.Type] = [
    ScriptLanguage.self, QuickLayoutDialect.self, UIKitDialect.self, SwiftUIDialect.self, SwiftLayoutDialect.self,
    UIKitAnchorsDialect.self, UIStackViewDialect.self,
  ]

  /// Every view type a script can create.
  static let views: [String: ViewConstructor] = merged { $0.views }
  /// Every modifier.
  static let modifiers: [String: ModifierEntry] = merged { $0.modifiers }
  /// Every other callable: containers, value constructors, functions.
  static let functions: [String: BuiltinFunction] = merged { $0.functions }

  /// The argument labels the view, callable or modifier `name` accepts (`_` unlabelled, `{}` a
  /// trailing closure; a layout-neutral modifier's as `SwiftUIViewMethods.neutralLabels` lists
  /// them), nil for a name of none of them.
  static func labels(of name: String) -> [String]? {
    views[name]?.labels ?? functions[name]?.labels ?? modifiers[name]?.labels ?? SwiftUIViewMethods.neutralLabels[name]
  }

  /// Names defined by more than one dialect (each table apart), with the dialects: none, as a test keeps it.
  static var collisions: [(name: String, dialects: [String])] {
    var owners: [String: [String]] = [:]
    for dialect in dialects {
      for name in dialect.views.keys { owners["view " + name, default: []].append(dialect.name) }
      for name in dialect.modifiers.keys { owners["modifier " + name, default: []].append(dialect.name) }
      for name in dialect.functions.keys { owners["function " + name, default: []].append(dialect.name) }
    }
    for name in views.keys where functions[name] != nil { owners["view and function " + name, default: []].append("both") }
    return owners.filter { $0.value.count > 1 }.map { ($0.key, $0.value) }.sorted { $0.name < $1.name }
  }

  private static func merged<Entry>(_ table: (any Dialect.Type) -> [String: Entry]) -> [String: Entry] {
    var result: [String: Entry] = [:]
    for dialect in dialects {
      result.merge(table(dialect)) { first, _ in first }
    }
    return result
  }
}
