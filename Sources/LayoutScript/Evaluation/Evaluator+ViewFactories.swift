import LayoutCore

/// A UIKit file of declarations only whose views a function makes and returns (`enum Factory {
/// static func makeBanner(title: String) -> UIView { … } }`, a top-level `func makeCard() ->
/// UIView`): nothing else would show them, so the last such function is called, as the app's
/// code would call it, each parameter given its default or its type's placeholder
/// (`PlaceholderValues`), and what it returns is laid out as a script's own views are.
extension Evaluator {
  /// The call of the file's last view factory, bound to a top-level name, with its note; nil when
  /// the file shows something else (a class, a view struct, a body, a preview, a custom layout,
  /// statements of its own) or has no factory.
  func viewFactoryCall(in statements: [Statement]) -> Statement? {
    guard statements.allSatisfy(Self.declaresOnly),
          let factory = statements.lazy.compactMap(Self.viewFactory).last else { return nil }
    let location = factory.location
    flattenedMethods.insert(location)
    let callee: Expression = factory.memberOf.map { .member(.name($0, location), factory.name, location) } ?? .name(factory.name, location)
    let signature = factory.name + "(" + factory.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    let call = Expression.call(.make(callee, PlaceholderValues.arguments(for: factory.parameters, of: signature), at: location))
    let shown = (factory.memberOf.map { $0 + "." } ?? "") + signature
    warnings.append(Diagnostic("the file declares no view or controller to show: it shows what `\(shown)` returns, "
                                 + "called as the app's code would call it, its parameters given their defaults or placeholders",
                               at: location, severity: .note))
    return .binding(name: Self.resultName(of: factory, among: statements), isVariable: false, value: call, location)
  }

  /// A function that makes views and returns one (a view's or a controller's type as its result,
  /// `addSubview`, `addArrangedSubview` or constraints in its body), callable without an
  /// instance: a top-level function or a static one.
  private static func viewFactory(_ statement: Statement) -> FunctionDeclaration? {
    guard case .function(let function) = statement, function.memberOf == nil || function.isStatic,
          !function.isProperty, !function.isEventHandler, !function.isViewStruct, !function.isPreview,
          let result = function.resultType.map({ $0.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "") }),
          Parser.isViewOrController(result) else { return nil }
    return function.body.names(includingMembers: true).isDisjoint(with: viewBuildingCalls) ? nil : function
  }

  /// True for a statement that only declares (a function, a type, an import), none that shows.
  static func declaresOnly(_ statement: Statement) -> Bool {
    switch statement {
    case .function(let function): return !function.isViewStruct && !function.isPreview && !function.isAnchorsLayout
    case .structure, .enumeration, .importFile, .importModule, .ignored, .elision, .alignmentExtension, .alignmentID: return true
    default: return false
    }
  }

  /// The top-level name the factory's view is kept under: its name without a leading verb
  /// (`banner` of `makeBanner`), unless the file uses that name, then the function's with `View`.
  private static func resultName(of factory: FunctionDeclaration, among statements: [Statement]) -> String {
    var name = factory.name
    if let verb = ["make", "create", "build", "get", "new"].first(where: { name.hasPrefix($0) && name.count > $0.count }) {
      let rest = name.dropFirst(verb.count)
      if rest.first?.isUppercase == true { name = rest.prefix(1).lowercased() + rest.dropFirst() }
    }
    let used = statements.compactMap { statement -> String? in
      if case .function(let function) = statement, function.memberOf == nil { return function.name }
      return nil
    }
    return used.contains(name) ? factory.name + "View" : name
  }
}
