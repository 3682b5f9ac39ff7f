import LayoutCore

/// Custom layouts in a script: `struct NAME: Layout` declared (with the methods of its
/// extensions), `NAME(properties) { content }` made into a container whose rule runs the
/// struct's methods at layout time, and `LayoutValueKey`s with `.layoutValue(key:value:)`.
extension Evaluator {
  /// The protocol methods every custom layout has, with the labels SwiftUI calls them with.
  static let requiredLayoutMethods = ["sizeThatFits", "placeSubviews"]

  /// Declares a custom layout, checking it has the methods SwiftUI requires.
  func declareLayout(_ layout: LayoutDeclaration) throws(Diagnostic) {
    guard declarations.layoutTypes[layout.name] == nil, declarations.structTypes[layout.name] == nil, declarations.functions[layout.name] == nil else {
      throw Diagnostic("invalid redeclaration of '\(layout.name)'", at: layout.location)
    }
    for name in Self.requiredLayoutMethods where !layout.methods.contains(where: { $0.name == name }) {
      throw Diagnostic("'\(layout.name)' does not implement '\(name)', which a Layout must", at: layout.location,
                       hint: name == "sizeThatFits"
                         ? "add `func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize`"
                         : "add `func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ())`")
    }
    declarations.layoutTypes[layout.name] = layout
    for member in layout.skipped {
      note("\(member.what) of layout '\(layout.name)' is ignored: \(member.why)", at: member.location)
    }
    let uncalled = ["explicitAlignment": "the container's alignment guides are SwiftUI's defaults",
                    "spacing": "the container's spacing preferences are SwiftUI's defaults",
                    "updateCache": "the cache is made once per container and layout run, when the subviews cannot change"]
    // The protocol's methods take the cache; a helper of the same name without it is the script's own.
    for method in layout.methods where method.parameters.contains(where: { ($0.label ?? $0.name) == "cache" }) {
      guard let why = uncalled[method.name] else { continue }
      note("'\(method.name)' of layout '\(layout.name)' is not called: \(why)", at: method.location)
    }
  }

  /// Adds an extension's methods to the custom layout it extends; those of `extension View`
  /// are modifiers (`func rank(_ value: Int) -> some View { layoutValue(key: Rank.self, value: value) }`).
  func extendLayout(_ name: String, with methods: [FunctionDeclaration], at location: SourceLocation) throws(Diagnostic) {
    if name == "View" {
      for method in methods { declarations.viewModifiers[method.name, default: []].append(method) }
      return
    }
    guard declarations.layoutTypes[name] != nil else {
      // Any other type's methods are its members (`extension Binding { func onChange(…) }`): run
      // when called on its values, as `Evaluator+TypeMembers` does.
      for var method in methods {
        method.memberOf = name
        try declareMember(method, of: name)
      }
      return
    }
    declarations.layoutTypes[name]?.methods += methods
  }

  /// `NAME(properties) { content }`: the container, its properties made by the memberwise
  /// initializer, the content its children.
  func customLayout(_ layout: LayoutDeclaration, _ arguments: Arguments) throws(Diagnostic) -> Value {
    var properties = arguments
    properties.items.removeAll { $0.isTrailingClosure || $0.label == "content" }
    let declaration = StructDeclaration(name: layout.name, fields: layout.fields, location: layout.location)
    guard case .structure(let instance) = try makeStructure(declaration, properties) else { return .invalid }
    let children = try elements(try layoutBlock(arguments))
    let rule = ScriptLayout(declaration: layout, instance: instance, context: layoutContext())
    return try built(.swiftUI(.custom(CustomLayout(rule)), children.list), depth: children.depth + 1, at: arguments.location)
  }

  /// What a custom layout's methods (or a view's `sizeThatFits`) see at layout time: the globals
  /// that hold no views, and those of `scope` (a view's properties), the functions, struct types
  /// and layout value keys, as they are now.
  func layoutContext(adding scope: [String: Variable] = [:]) -> ScriptLayoutContext {
    let globals = scopes[0].merging(scope) { $1 }.compactMapValues { $0.value.involvesViews ? nil : $0.value }
    return ScriptLayoutContext(globals: globals, functions: declarations.functions, structTypes: declarations.structTypes,
                               layoutValueKeys: declarations.layoutValueKeys, alignments: alignments, limits: limits)
  }

  /// `.layoutValue(key: Key.self, value: v)`.
  func layoutValueModifier(_ base: Child, _ arguments: Arguments) throws(Diagnostic) -> Value {
    guard let keyArgument = arguments["key"], let valueArgument = arguments["value"] else {
      throw Diagnostic("'layoutValue' needs `key:` a LayoutValueKey type and `value:`", at: arguments.location,
                       hint: "write .layoutValue(key: Rank.self, value: 2)")
    }
    guard case .type(let key) = keyArgument.value, declarations.layoutValueKeys[key] != nil else {
      throw mismatch(keyArgument, "a LayoutValueKey type such as `Rank.self`",
                     hint: "declare it as `struct Rank: LayoutValueKey { static let defaultValue = 1 }`")
    }
    let value = valueArgument.value
    return try modified(base, .layoutValue(LayoutValue(key: key, value: value, spelling: value.interpolated)), arguments)
  }
}
