import LayoutCore

/// Which view a file shows and what its properties hold, as Xcode's canvas decides: the view
/// `--view` or `canvas(view:)` names, else the file's first `#Preview` (or `PreviewProvider`),
/// else its last view struct (else a view modifier on a placeholder, else a view struct whose body
/// the snippet leaves out, `Evaluator+BodilessViews`, else an `extension View` method on a
/// placeholder, `Evaluator+ModifierMethodFiles`, else a type's member that builds a view on a
/// placeholder value, `Evaluator+TypeViewMembers`); a view shown without a preview that gives its properties values
/// takes placeholder values for them (`PlaceholderValues`), with one note.
extension Evaluator {
  /// The body shown: the statements of a preview, or a call of the view with placeholders; nil
  /// for a file with neither.
  func shownView(named name: String?, among views: [FunctionDeclaration],
                 at location: SourceLocation) throws(Diagnostic) -> (statements: [Statement], location: SourceLocation)? {
    if let name {
      guard let view = views.last(where: { $0.name == name }) else {
        let names = views.map(\.name) + declarations.viewClasses.keys + (shownClass.map { [$0] } ?? [])
        throw Diagnostic("the script has no view named '\(name)'", at: location,
                         hint: didYouMean(name, among: names) ?? (names.isEmpty ? nil : "its views are \(names.sorted().joined(separator: ", "))"))
      }
      if let preview = previews.first(where: { $0.body.names(includingMembers: false).contains(name) }) {
        return previewBody(preview)
      }
      return placeholderCall(of: view)
    }
    if let preview = previews.first { return previewBody(preview) }
    if views.isEmpty, semanticsChoice.swiftUIMark == "View", let modifier = lastViewModifier() { return modifierCall(of: modifier) }
    if views.isEmpty, semanticsChoice.swiftUIMark == "View", let bodiless = bodilessViewCall() { return bodiless }
    if views.isEmpty, semanticsChoice.mentionsSwiftUI, let method = viewExtensionMethodCall() { return method }
    if views.isEmpty, semanticsChoice.mentionsSwiftUI, let scene = appSceneCall() { return scene }
    if views.isEmpty, semanticsChoice.mentionsSwiftUI, let member = typeViewMemberCall() { return member }
    return views.last.map(placeholderCall)
  }

  /// The last `struct Name: ViewModifier` of the file (its `body(content:)` declared), when it
  /// declares no view: what the file is about.
  private func lastViewModifier() -> StructDeclaration? {
    declarations.structTypes.values.filter { declaration in
      guard let body = typeMember(named: "body", in: declaration.name) else { return false }
      return !body.isProperty && body.parameters.first?.label == "content"
    }.max { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
  }

  /// `content.modifier(Name(…))`: a file of a view modifier alone shows it on a placeholder
  /// `content` (the view it is given, named so), its properties without a value placeholders,
  /// noted as a view's are.
  private func modifierCall(of modifier: StructDeclaration) -> (statements: [Statement], location: SourceLocation) {
    let location = modifier.location
    let arguments = modifier.fields.filter { $0.defaultValue == nil }.map { field in
      Argument(label: field.name, value: PlaceholderValues.expression(type: field.type ?? "Void", name: field.name, at: field.location),
               isTrailingClosure: false, location: field.location)
    }
    let made = Expression.call(.make(.name(modifier.name, location), arguments, at: location))
    let content = Expression.name("content", location)
    let call = Expression.call(.make(.member(content, "modifier", location), [Argument(label: nil, value: made, isTrailingClosure: false, location: location)],
                                     at: location))
    return ([.expression(call)], location)
  }

  /// The children the body shows. A preview that fails in a SwiftUI file on a name or member
  /// another file declares (`configuration.previews()`, an extension's `identified(by:)`) is not
  /// what stops the file: the view it previews (the last view struct)
  /// is shown instead as it is without a preview, its properties placeholders, and a note says
  /// why. A typo, a limit or an interruption still stops it.
  func shownChildren(_ shown: (statements: [Statement], location: SourceLocation),
                     views: [FunctionDeclaration]) throws(Diagnostic) -> [Child] {
    let before = errors.count
    let firstRun = ShownViewRun(of: self)
    presentedSheet = nil
    var children = try run(shown)
    if errors.count == before, let sheet = try presentedSheetChildren() { return sheet }
    if errors.count == before {
      let filled = try withOptionalsFilled(shown, drawing: children, views: views, since: firstRun)
      if let other = try earlierViewThatDraws(instead: filled ?? children, views: views, since: firstRun) { return other }
      if let filled { return filled }
      if let answeredFalse = try withPlaceholderConditionsFalse(shown, drawing: children, since: firstRun) { return answeredFalse }
    }
    let named = shown.statements.names(includingMembers: false)
    guard errors.count > before, placeholderView == nil, !previews.isEmpty,
          let view = views.last(where: { named.contains($0.name) }) ?? views.last,
          errors[before...].allSatisfy({ mayStandIn($0) && Self.namesTheUnknown($0) }) else { return children }
    let failure = errors[before]
    errors.removeSubrange(before...)
    note("the preview is not run (\(failure.message) at \(failure.location.line):\(failure.location.column)): "
           + "'\(view.name)' is shown without it", at: failure.location)
    let call = placeholderCall(of: view)
    body = call
    children = try run(call)
    return children
  }

  /// True when `error` is about a name or member qlrepl does not know (what another file
  /// declares), or an argument label the view's own initializers lack (`ConsoleView(store: .mock)`
  /// beside the file's `init(environment:)`: an initializer of another file's extension), not
  /// about a call of the file's own (a missing argument stays an error, a label one edit from the
  /// view's a typo).
  private static func namesTheUnknown(_ error: Diagnostic) -> Bool {
    error.message.hasPrefix("cannot find ") || error.message.contains(" has no method ") || error.message.contains(" has no member ")
      || error.message.contains(" has no argument ")
  }

  /// The children `shown`'s statements build (a `return ContentView()` of a preview among them).
  func run(_ shown: (statements: [Statement], location: SourceLocation)) throws(Diagnostic) -> [Child] {
    var children: [Child] = []
    if case .returned(let value) = try executeBlock(shown.statements, into: &children) {
      children.append(Child(value: value, location: shown.location))
    }
    return children
  }

  /// What a preview shows: a `#Preview`'s statements, or a `PreviewProvider`'s `previews`
  /// read on its type (its other static members in scope).
  private func previewBody(_ preview: FunctionDeclaration) -> (statements: [Statement], location: SourceLocation) {
    widgetEntry = preview.widgetEntry
    guard let provider = preview.memberOf else { return (preview.body, preview.location) }
    return ([.expression(.member(.name(provider, preview.location), preview.name, preview.location))], preview.location)
  }

  /// `View()`, its properties without a value given placeholders; of a view that writes an
  /// `init`, the call of its first with placeholders for the parameters without a default
  /// (`init(updates: [UpdateInfo])` setting `count = updates.count`), so the initializer runs
  /// as a caller's call would run it.
  private func placeholderCall(of view: FunctionDeclaration) -> (statements: [Statement], location: SourceLocation) {
    placeholderView = view.name
    let parameters = view.initializers.first?.parameters ?? []
    let signature = "init(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    let arguments = PlaceholderValues.arguments(for: parameters, of: signature)
    let call = Expression.call(.make(.name(view.name, view.location), arguments, at: view.location))
    return ([.expression(call)], view.location)
  }

  /// Runs a view struct: its stored properties bound in a scope of their own from the
  /// arguments (by label; an unlabelled trailing closure to the first property of a closure or
  /// generic type), their values, or placeholders for the view shown without a preview; then its body.
  func runView(_ view: FunctionDeclaration, _ arguments: Arguments) throws(Diagnostic) -> (value: Value, parameters: [String: Variable]) {
    for argument in arguments.items where argument.label != nil && !view.parameters.contains(where: { $0.label == argument.label }) {
      let labels = view.parameters.compactMap(\.label)
      throw Diagnostic("'\(view.name)' has no argument '\(argument.label!):'", at: argument.location,
                       hint: didYouMean(argument.label!, among: labels) ?? "'\(view.name)' is declared at \(view.location)")
    }
    try enterCall(view.name, at: arguments.location, hint: "'\(view.name)' shows itself without end; stop the recursion with an if")
    defer { leaveCall() }
    let saved = scopes
    scopes = [scopes[0], [:]]
    typeContext.append(view.name)
    defer {
      scopes = saved
      typeContext.removeLast()
    }
    // A closure given to the view (`Row(title: "By") { Text(name) }`) runs in the view's body but
    // sees the caller's scopes, as Swift's closures capture where they are written.
    let items = arguments.items.map { item in
      var item = item
      if case .closure(let closure) = item.value { item.value = .boundClosure(closure, scopes: saved) }
      return item
    }
    var trailing = items.filter { $0.label == nil && $0.isTrailingClosure }
    var positional = items.filter { $0.label == nil && !$0.isTrailingClosure }
    // The initializer the call runs, after the properties take the arguments of their names; a
    // closure it is given stays a closure, for the initializer to call (`self.content = content()`).
    let initializer = try fittingInitializer(of: view, Arguments(items: items, callee: view.name, location: arguments.location))
    // The call is that initializer's: the properties take its labels and what its parameters
    // are given (`init(_ title: String, action: …)` next to `init(title: () -> Text, …)`).
    let parameters = initializer.map { ViewInitializerParameters.merged(view.properties, initializers: [$0.initializer.parameters]) }
      ?? view.parameters
    // A trailing closure goes to that initializer's parameter, not to a property of a function
    // type it sets (`init(signup: …)` storing `signupClosure`), as Swift's call has only its parameters.
    // Each by the type the initializer's parameter has (`init(@ArrayBuilder<Area> areas: () -> [Area])`).
    let takers = initializer.map { fitting in
      parameters.compactMap { parameter in
        fitting.initializer.parameters.first { $0.name == parameter.name }.map { written in
          var taker = parameter
          taker.type = written.type ?? parameter.type
          return taker
        }
      }
    }
    var closureTakers = closureTakers(of: takers ?? parameters, labelled: Set(items.compactMap(\.label)))
    if let written = initializer?.initializer.parameters, closureTakers.count > trailing.count {
      // Fewer closures than parameters that take one (`init(signup: …, header: () -> Header = { … })`):
      // the first in the initializer's order, those without a default before those with one.
      let open = written.filter { closureTakers.contains($0.name) }
      closureTakers = Set((open.filter { $0.defaultValue == nil } + open.filter { $0.defaultValue != nil }).prefix(trailing.count).map(\.name))
    }
    let calledByInitializer = Set(initializer?.initializer.parameters.filter(\.isFunctionType).map(\.name) ?? [])
    func given(_ argument: EvaluatedArgument, to parameter: Parameter) throws(Diagnostic) -> Value {
      calledByInitializer.contains(parameter.name) ? argument.value : try propertyValue(argument.value, of: parameter, at: argument.location)
    }
    for parameter in parameters {
      let value: Value
      if let argument = items.first(where: { $0.label != nil && $0.label == parameter.label }) {
        value = try given(argument, to: parameter)
      } else if parameter.label == nil, !positional.isEmpty {
        let argument = positional.removeFirst()  // `init(_ title: String)`
        value = try given(argument, to: parameter)
      } else if !trailing.isEmpty, closureTakers.contains(parameter.name) {
        let argument = trailing.removeFirst()
        value = try given(argument, to: parameter)
      } else if placeholderView == view.name, fillsOptionals, let wrapped = Self.nilOptionalType(of: parameter) {
        value = try placeholderValue(type: wrapped, name: parameter.name, at: parameter.location, noted: false)
      } else if placeholderView == view.name, fillsOptionals, Self.isFalseFlag(parameter) {
        value = .bool(true)
      } else if parameter.isFilledLater || (placeholderView == view.name && parameter.isEmptyInput) {
        placeholders.use(parameter.name, as: parameter.isFilledLater ? .filledLater : .emptyInput, at: parameter.location)
        value = .string(parameter.name)
      } else if let defaultValue = parameter.defaultValue {
        value = try propertyValue(try initialValue(defaultValue, of: parameter), of: parameter, at: parameter.location)
      } else if placeholderView == view.name {
        value = try placeholderValue(type: parameter.type ?? "Void", name: parameter.name, at: parameter.location)
      } else {
        throw Diagnostic("missing argument '\(parameter.name):' in call to '\(view.name)'", at: arguments.location,
                         hint: "'\(view.name)' is declared at \(view.location)")
      }
      scopes[1][parameter.name] = Variable(value: value, isVariable: true)
    }
    if let extra = positional.first ?? trailing.first {
      throw Diagnostic("extra argument in call to '\(view.name)'", at: extra.location, hint: "'\(view.name)' is declared at \(view.location)")
    }
    if let (initializer, parameters) = initializer {
      try runInitializer(initializer, parameters, of: view, properties: 1, at: arguments.location)
    }
    viewBodies += 1
    defer { viewBodies -= 1 }
    scopes.append([:])  // the body's own locals, which may share a property's name (`let store = self.store ?? …`)
    let value = try result(of: view.body)
    scopes.removeLast()
    if case .void = value { return (.group([], .builder), scopes[1]) }
    return (value, scopes[1])
  }

  /// The parameters not given by label that unlabelled trailing closures give values to, in
  /// order. As Swift's forward scan (SE-0286) matches them, the ones of a function type
  /// (`var dismissAction: () -> Void`) — not an app's model of another file (`var theme: Theme`)
  /// before them; only when there is none, a generic view (`let content: Content`), which the
  /// script takes a builder closure for.
  private func closureTakers(of parameters: [Parameter], labelled: Set<String>) -> Set<String> {
    let open = parameters.filter { $0.label.map { !labelled.contains($0) } ?? true }
    let functions = open.filter(\.isFunctionType)
    guard functions.isEmpty else { return Set(functions.map(\.name)) }
    return Set(open.filter { parameter in
      guard let type = parameter.type else { return parameter.defaultValue == nil }
      return !Self.plainValueTypes.contains(type) && !type.hasPrefix("[") && !isScriptType(type)
    }.map(\.name))
  }

  /// Types a closure is never given as: a view's property or an initializer's parameter of one takes a value.
  static let plainValueTypes: Set<String> = ["String", "Int", "Double", "CGFloat", "Bool", "Float", "Date", "URL", "Color"]

  /// What a property holds given `value`: the view a `@ViewBuilder` closure (one of no
  /// parameters) builds when the property is the view (`let content: Content`), a script type's
  /// case or static member for `.name`.
  private func propertyValue(_ value: Value, of parameter: Parameter, at location: SourceLocation) throws(Diagnostic) -> Value {
    guard let type = parameter.type else { return value }
    switch value {
    case .closure(let closure), .boundClosure(let closure, _):
      // A closure that takes parameters is no view builder: the property's type is a function
      // type by another name (`let sendAction: HomeFeature.ActionSender`, a typealias of another file).
      if type.contains("->") || !closure.parameters.isEmpty { return value }
      return try call(value, named: parameter.name, Arguments(items: [], callee: parameter.name, location: location))
    case .member(let name):
      let base = String(type.prefix { $0 != "?" })
      if isScriptType(base), let member = try staticMember(name, of: base, at: location) { return member }
      if base == "Color" { return try colorView(name, at: location) }  // `var tint: Color = .blue`
      return value
    default:
      return value
    }
  }
}

extension Evaluator {
  /// The script's structs that an extension makes views (`extension Grid: View { var body: some
  /// View { … } }`), declared as view structs: their fields the properties, the member `body` the
  /// body; and so another file's type an extension gives a view's body.
  func viewsDeclaredByExtensions() -> [FunctionDeclaration] {
    var views: [FunctionDeclaration] = []
    for (name, declaration) in declarations.structTypes.sorted(by: { $0.key < $1.key }) where declarations.functions[name] == nil {
      guard let body = declarations.typeMembers[name]?["body"], body.isProperty, !body.isStatic, Parser.isLayoutType(body.resultType) else { continue }
      let parameters = declaration.fields.map { field in
        Parameter(label: field.name, name: field.name, defaultValue: field.defaultValue, location: field.location,
                  keepsPropertyValue: field.defaultValue != nil, type: field.type)
      }
      var view = FunctionDeclaration(name: name, parameters: parameters, body: body.body, isProperty: false, location: body.location,
                                     resultType: "some View", isViewStruct: true)
      view.properties = parameters
      declarations.functions[name] = view
      declarations.structTypes[name] = nil
      views.append(view)
    }
    // Another file's type the file makes a view (BetterSafariView's `extension SafariView: View`):
    // a view of no stored properties of its own, what its body reads of them placeholders.
    for (name, members) in declarations.typeMembers.sorted(by: { $0.key < $1.key }) where !isDeclaredHere(name) {
      guard let body = members["body"], body.isProperty, !body.isStatic, Parser.isLayoutType(body.resultType) else { continue }
      let view = FunctionDeclaration(name: name, parameters: [], body: body.body, isProperty: false, location: body.location,
                                     resultType: "some View", isViewStruct: true)
      declarations.functions[name] = view
      views.append(view)
    }
    return views
  }

  /// True when the file declares a type or function of this name (or it is SwiftUI's `View`).
  private func isDeclaredHere(_ name: String) -> Bool {
    name == "View" || declarations.functions[name] != nil || declarations.structTypes[name] != nil || declarations.viewClasses[name] != nil
      || declarations.enumCases[name] != nil || declarations.layoutTypes[name] != nil
  }
}
