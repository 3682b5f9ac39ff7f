import LayoutCore

extension Evaluator {
  /// A call: a closure, a component, a view, a container or function, a method or a modifier.
  func call(_ call: CallSyntax) throws(Diagnostic) -> Value {
    switch call.callee {
    case .name(let name):
      return try callNamed(name, call, at: call.location)
    case .method(let base, let name):
      return try callMethod(name, of: base, call)
    case .expression(.implicitMember(let name, let nameLocation)):
      let evaluated = try evaluateArguments(call, callee: name, at: nameLocation)
      if name == "constant", let value = evaluated.positional(0) {
        // SwiftUI's `Binding.constant(value)`: the value (bindings are values only).
        return value.value
      }
      if let size = try gridItemSize(name, evaluated) { return .gridItem(GridItem(size)) }
      if let angle = try geometryMethod(name, of: .type("Angle"), evaluated) { return angle }
      if let font = try fontFunction(name, evaluated) { return font }
      throw Diagnostic("cannot call '.\(name)' here", at: nameLocation,
                       hint: didYouMean(name, among: UIKitCalls.fontFunctions.keys) ?? "the fonts are .systemFont(ofSize:) and its kin")
    case .expression(let callee):
      let value = try evaluate(callee)
      return try self.call(value, named: "this expression", try evaluateArguments(call, callee: "closure", at: call.location))
    }
  }

  /// `base.name(…)`: a custom layout's own method, a mutating or other method of the base's
  /// value, an ignored UIKit call, a view modifier declared by the script, or a modifier.
  private func callMethod(_ name: String, of baseExpression: Expression, _ arguments: CallSyntax) throws(Diagnostic) -> Value {
    let nameLocation = arguments.location
    if layoutSubviews != nil, case .name("self", _) = baseExpression, functions[name] != nil {
      return try callNamed(name, arguments, at: nameLocation)  // a custom layout's method calling another
    }
    if let result = try mutatingMethod(name, of: baseExpression, arguments, at: nameLocation) { return result }
    if layoutSubviews == nil, isHost(baseExpression) || (UIKitCalls.ignoredMethods.contains(name) && ModifierCatalog.modifiers[name] == nil) {
      return ignoredCall(name, at: nameLocation)
    }
    let base = try evaluate(baseExpression)
    let evaluated = try evaluateArguments(arguments, callee: name, at: nameLocation)
    if let result = try method(name, of: base, evaluated) { return result }
    if let modifier = viewModifiers[name], base.isLayoutLike {
      return try run(modifier, evaluated, receiver: base).value
    }
    if SwiftUIViewMethods.layoutNeutral.contains(name), ModifierCatalog.modifiers[name] == nil, base.isLayoutLike {
      return layoutNeutral(name, of: base, at: nameLocation)
    }
    guard base.isLayoutLike else {
      throw Diagnostic("\(base.typeDescription) has no method '\(name)'", at: nameLocation)
    }
    guard let modifier = ModifierCatalog.modifiers[name] else {
      throw Diagnostic("unknown modifier '.\(name)'", at: nameLocation,
                       hint: siteHint(for: "." + name, at: nameLocation) { didYouMean(name, among: ModifierCatalog.modifiers.keys) })
    }
    try evaluated.check(modifier.labels)
    return try modifier.apply(self, Child(value: base, location: baseExpression.location), evaluated)
  }

  /// A call of a name: a closure in a variable, a component, a struct, a view, a built-in.
  private func callNamed(_ name: String, _ arguments: CallSyntax, at nameLocation: SourceLocation) throws(Diagnostic) -> Value {
    if let variable = scopes.reversed().lazy.compactMap({ $0[name] }).first {
      return try call(variable.value, named: name, try evaluateArguments(arguments, callee: name, at: nameLocation))
    }
    if functions[name] == nil, structTypes[name] == nil, layoutTypes[name] == nil, ViewCatalog.constructors[name] == nil, Builtins.functions[name] == nil,
       UIKitCalls.ignoredMethods.contains(name) {
      return ignoredCall(name, at: nameLocation)
    }
    let evaluated = try evaluateArguments(arguments, callee: name, at: nameLocation)
    if let function = functions[name], !function.isProperty {
      return try callComponent(function, evaluated)
    }
    if let layout = layoutTypes[name] {
      return try customLayout(layout, evaluated)
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
    if let receiver = scopes.last?["self"]?.value, receiver.isLayoutLike {
      // In a modifier of `extension View`, `padding()` means `self.padding()`.
      return try callMethod(name, of: .name("self", nameLocation), arguments)
    }
    if arguments.contains(where: \.holdsSwiftLayout) { throw viewBlockWithoutSublayout(name, at: nameLocation) }
    let hint = siteHint(for: name, at: nameLocation) {
      unknownCallHint(name, among: Array(functions.keys) + structTypes.keys + layoutTypes.keys + ViewCatalog.constructors.keys + Builtins.functions.keys)
    }
    throw Diagnostic("cannot find '\(name)' in scope", at: nameLocation, hint: hint)
  }

  private func evaluateArguments(_ arguments: CallSyntax, callee: String, at location: SourceLocation) throws(Diagnostic) -> Arguments {
    var items: [EvaluatedArgument] = []
    for argument in arguments {
      items.append(EvaluatedArgument(label: argument.label, value: try evaluate(argument.value),
                                     isTrailingClosure: argument.isTrailingClosure, location: argument.location, callee: callee))
    }
    return Arguments(items: items, callee: callee, location: location)
  }

  /// Runs a component with its parameters bound, in a scope that sees only the globals.
  func callComponent(_ function: FunctionDeclaration, _ arguments: Arguments) throws(Diagnostic) -> Value {
    let value = try run(function, arguments).value
    if case .void = value { return .group([], .builder) }
    return value
  }

  /// Runs `function` with its parameters bound, in a scope that sees only the globals: its
  /// result, and its parameters as it left them (an `inout` one changed).
  /// A modifier of `extension View` runs with `self` bound to the `receiver` it modifies.
  func run(_ function: FunctionDeclaration, _ arguments: Arguments,
           receiver: Value? = nil) throws(Diagnostic) -> (value: Value, parameters: [String: Variable]) {
    var parameters = try bind(function, arguments)
    if let receiver { parameters["self"] = Variable(value: receiver, isVariable: false) }
    try enterCall(function.name, at: arguments.location,
                  hint: "'\(function.name)' calls itself without end; stop the recursion with an if")
    defer { leaveCall() }
    let saved = scopes
    scopes = [scopes[0], parameters]
    defer { scopes = saved }
    let value = try result(of: function.body)
    return (value, scopes[1])
  }

  /// `function`'s parameters bound to `arguments`, by label in order, defaults filling the
  /// gaps; an `inout` parameter is a variable.
  private func bind(_ function: FunctionDeclaration, _ arguments: Arguments) throws(Diagnostic) -> [String: Variable] {
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
        parameters[parameter.name] = Variable(value: bound(first.value), isVariable: parameter.isInout)
        remaining.removeFirst()
      } else if let defaultValue = parameter.defaultValue {
        parameters[parameter.name] = Variable(value: try evaluate(defaultValue), isVariable: parameter.isInout)
      } else if !parameter.keepsPropertyValue {
        let label = parameter.label.map { "'\($0):'" } ?? "'\(parameter.name)'"
        throw Diagnostic("missing argument \(label) in call to '\(function.name)'", at: remaining.first?.location ?? arguments.location,
                         hint: "'\(function.name)' is declared at \(function.location)")
      }
    }
    if let extra = remaining.first {
      throw Diagnostic("extra argument \(extra.label.map { "'\($0):' " } ?? "")in call to '\(function.name)'", at: extra.location,
                       hint: "'\(function.name)' is declared at \(function.location)")
    }
    return parameters
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
    return .view(addView(typeName: typeName, kind: kind, at: arguments.location))
  }

  /// Makes room for `count` views in all, so the tables of views are not copied as they grow.
  func reserveViews(_ count: Int) {
    views.reserveCapacity(count)
    viewStates.reserveCapacity(count)
  }

  /// Adds a view of the type `typeName` made at `location`, not named yet; returns its id.
  func addView(typeName: String, kind: LeafKind, at location: SourceLocation, color: String? = nil) -> Int {
    views.append(ViewDeclaration(name: typeName, typeName: typeName, kind: kind, isHidden: false, location: location, color: color))
    viewStates.append(ViewState())
    return views.count - 1
  }

  /// The name of view `id`, nil until it has one.
  func name(ofView id: Int) -> String? { viewStates[id].isNamed ? views[id].name : nil }

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
    for index in views.indices where !viewStates[index].isNamed {
      var candidate: String
      repeat {
        counters[views[index].typeName, default: 0] += 1
        candidate = "\(views[index].typeName)#\(counters[views[index].typeName]!)"
      } while usedNames.contains(candidate)
      usedNames.insert(candidate)
      views[index].name = candidate
      viewStates[index].isNamed = true
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
