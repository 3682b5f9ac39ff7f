import LayoutCore

extension Evaluator {
  /// A call: a closure, a component, a view, a container or function, a method or a modifier.
  func call(_ callee: Expression, _ arguments: [Argument], at location: SourceLocation) throws(Diagnostic) -> Value {
    switch callee {
    case .name(let name, let nameLocation):
      return try callNamed(name, arguments, at: nameLocation)
    case .member(let baseExpression, let name, let nameLocation):
      if isHost(baseExpression) || (UIKitCalls.ignoredMethods.contains(name) && ModifierCatalog.modifiers[name] == nil) {
        return ignoredCall(name, at: nameLocation)
      }
      let base = try evaluate(baseExpression)
      let evaluated = try evaluateArguments(arguments, callee: name, at: nameLocation)
      if let result = try method(name, of: base, evaluated) { return result }
      if SwiftUIViewMethods.layoutNeutral.contains(name), ModifierCatalog.modifiers[name] == nil, base.isLayoutLike {
        return layoutNeutral(name, of: base, at: nameLocation)
      }
      guard base.isLayoutLike else {
        throw Diagnostic("\(base.typeDescription) has no method '\(name)'", at: nameLocation)
      }
      guard let modifier = ModifierCatalog.modifiers[name] else {
        throw Diagnostic("unknown modifier '.\(name)'", at: nameLocation,
                         hint: didYouMean(name, among: ModifierCatalog.modifiers.keys))
      }
      try evaluated.check(modifier.labels)
      return try modifier.apply(self, Child(value: base, location: baseExpression.location), evaluated)
    case .implicitMember(let name, let nameLocation):
      let evaluated = try evaluateArguments(arguments, callee: name, at: nameLocation)
      if name == "constant", let value = evaluated.positional(0) {
        // SwiftUI's `Binding.constant(value)`: the value (bindings are values only).
        return value.value
      }
      if let size = try gridItemSize(name, evaluated) { return .gridItem(GridItem(size)) }
      if let font = try fontFunction(name, evaluated) { return font }
      throw Diagnostic("cannot call '.\(name)' here", at: nameLocation,
                       hint: didYouMean(name, among: UIKitCalls.fontFunctions.keys) ?? "the fonts are .systemFont(ofSize:) and its kin")
    default:
      let value = try evaluate(callee)
      return try call(value, named: "this expression", try evaluateArguments(arguments, callee: "closure", at: location))
    }
  }

  /// A call of a name: a closure in a variable, a component, a struct, a view, a built-in.
  private func callNamed(_ name: String, _ arguments: [Argument], at nameLocation: SourceLocation) throws(Diagnostic) -> Value {
    if let variable = scopes.reversed().lazy.compactMap({ $0[name] }).first {
      return try call(variable.value, named: name, try evaluateArguments(arguments, callee: name, at: nameLocation))
    }
    if functions[name] == nil, structTypes[name] == nil, ViewCatalog.constructors[name] == nil, Builtins.functions[name] == nil,
       UIKitCalls.ignoredMethods.contains(name) {
      return ignoredCall(name, at: nameLocation)
    }
    let evaluated = try evaluateArguments(arguments, callee: name, at: nameLocation)
    if let function = functions[name], !function.isProperty {
      return try callComponent(function, evaluated)
    }
    if let declaration = structTypes[name] {
      return try makeStructure(declaration, evaluated)
    }
    if name == "Label", evaluated["systemImage"] != nil {
      return try swiftUILabel(evaluated)
    }
    if let constructor = ViewCatalog.constructors[name] {
      return try createView(constructor, evaluated)
    }
    if let builtin = Builtins.functions[name] {
      try evaluated.check(builtin.labels)
      return try builtin.call(self, evaluated)
    }
    if arguments.contains(where: \.holdsSwiftLayout) { throw viewBlockWithoutSublayout(name, at: nameLocation) }
    let callables = Array(functions.keys) + structTypes.keys + ViewCatalog.constructors.keys + Builtins.functions.keys
    throw Diagnostic("cannot find '\(name)' in scope", at: nameLocation, hint: unknownCallHint(name, among: callables))
  }

  private func evaluateArguments(_ arguments: [Argument], callee: String, at location: SourceLocation) throws(Diagnostic) -> Arguments {
    var items: [EvaluatedArgument] = []
    for argument in arguments {
      items.append(EvaluatedArgument(label: argument.label, value: try evaluate(argument.value),
                                     isTrailingClosure: argument.isTrailingClosure, location: argument.location, callee: callee))
    }
    return Arguments(items: items, callee: callee, location: location)
  }

  /// Runs a component with its parameters bound, in a scope that sees only the globals.
  func callComponent(_ function: FunctionDeclaration, _ arguments: Arguments) throws(Diagnostic) -> Value {
    for argument in arguments.items {
      if let label = argument.label, !function.parameters.contains(where: { $0.label == label }) {
        let labels = function.parameters.compactMap(\.label)
        throw Diagnostic("'\(function.name)' has no argument '\(label):'", at: argument.location,
                         hint: didYouMean(label, among: labels) ?? "'\(function.name)' is declared at \(function.location)")
      }
    }
    var parameters: [String: Variable] = [:]
    var remaining = arguments.items
    for parameter in function.parameters {
      if let first = remaining.first, first.label == parameter.label || (first.isTrailingClosure && first.label == nil) {
        parameters[parameter.name] = Variable(value: bound(first.value), isVariable: false)
        remaining.removeFirst()
      } else if let defaultValue = parameter.defaultValue {
        parameters[parameter.name] = Variable(value: try evaluate(defaultValue), isVariable: false)
      } else {
        let label = parameter.label.map { "'\($0):'" } ?? "'\(parameter.name)'"
        throw Diagnostic("missing argument \(label) in call to '\(function.name)'", at: remaining.first?.location ?? arguments.location,
                         hint: "'\(function.name)' is declared at \(function.location)")
      }
    }
    if let extra = remaining.first {
      throw Diagnostic("extra argument \(extra.label.map { "'\($0):' " } ?? "")in call to '\(function.name)'", at: extra.location,
                       hint: "'\(function.name)' is declared at \(function.location)")
    }
    try enterCall(function.name, at: arguments.location,
                  hint: "'\(function.name)' calls itself without end; stop the recursion with an if")
    defer { leaveCall() }
    let saved = scopes
    scopes = [scopes[0], parameters]
    defer { scopes = saved }
    let value = try result(of: function.body)
    if case .void = value { return .group([], .builder) }
    return value
  }

  // MARK: Views

  /// A new view from its constructor.
  func createView(_ constructor: ViewConstructor, _ arguments: Arguments) throws(Diagnostic) -> Value {
    var arguments = arguments
    if let frame = arguments["frame"] {
      note("the frame of a new view is ignored: the layout gives every view its frame", at: frame.location)
      arguments.items.removeAll { $0.label == "frame" }
    }
    try arguments.check(constructor.labels)
    let kind = try constructor.build(self, arguments)
    try countElement(at: arguments.location)
    let typeName = semanticsChoice.semantics == .swiftUI ? SwiftUIViewMethods.typeNames[constructor.typeName] ?? constructor.typeName
      : constructor.typeName
    views.append(ViewRecord(name: nil, typeName: typeName, kind: kind, location: arguments.location))
    return .view(views.count - 1)
  }

  /// A name no other view has: `name`, else `name#2`, `name#3`… The search for a suffix
  /// starts after the last one given for `name`, so a thousand views named alike take linear time.
  func uniqueName(_ name: String) -> String {
    var candidate = name
    var number = nameSuffixes[name] ?? 1
    while usedNames.contains(candidate) {
      number += 1
      candidate = "\(name)#\(number)"
    }
    if number > 1 { nameSuffixes[name] = number }
    usedNames.insert(candidate)
    return candidate
  }

  /// Gives every view without a name `TypeName#N`, N counting from 1 per type.
  func assignGeneratedNames() {
    var counters: [String: Int] = [:]
    for index in views.indices where views[index].name == nil {
      var candidate: String
      repeat {
        counters[views[index].typeName, default: 0] += 1
        candidate = "\(views[index].typeName)#\(counters[views[index].typeName]!)"
      } while usedNames.contains(candidate)
      usedNames.insert(candidate)
      views[index].name = candidate
    }
  }
}

extension Value {
  /// True for values modifiers apply to.
  var isLayoutLike: Bool {
    switch self {
    case .view, .layout, .group, .lazyView: return true
    default: return false
    }
  }
}
