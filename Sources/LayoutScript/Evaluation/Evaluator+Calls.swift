import LayoutEngine

extension Evaluator {
  /// A call: a component, a view, a container or function, or a modifier on a layout.
  func call(_ callee: Expression, _ arguments: [Argument], at location: SourceLocation) throws(Diagnostic) -> Value {
    switch callee {
    case .name(let name, let nameLocation):
      let evaluated = try evaluateArguments(arguments, callee: name, at: nameLocation)
      if let function = functions[name], !function.isProperty {
        return try callComponent(function, evaluated)
      }
      if let constructor = ViewCatalog.constructors[name] {
        return try createView(constructor, evaluated)
      }
      if let builtin = Builtins.functions[name] {
        try evaluated.check(builtin.labels)
        return try builtin.call(self, evaluated)
      }
      let callables = Array(functions.keys) + ViewCatalog.constructors.keys + Builtins.functions.keys
      throw Diagnostic("cannot find '\(name)' in scope", at: nameLocation, hint: didYouMean(name, among: callables))
    case .member(let baseExpression, let name, let nameLocation):
      let base = try evaluate(baseExpression)
      let evaluated = try evaluateArguments(arguments, callee: name, at: nameLocation)
      guard base.isLayoutLike else {
        throw Diagnostic("\(base.typeDescription) has no method '\(name)'", at: nameLocation)
      }
      guard let modifier = ModifierCatalog.modifiers[name] else {
        throw Diagnostic("unknown modifier '.\(name)'", at: nameLocation,
                         hint: didYouMean(name, among: ModifierCatalog.modifiers.keys))
      }
      try evaluated.check(modifier.labels)
      return try modifier.apply(self, Child(value: base, location: baseExpression.location), evaluated)
    default:
      throw Diagnostic("cannot call \(try evaluate(callee).typeDescription)", at: location)
    }
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
    let labels = function.parameters.compactMap(\.label)
    for argument in arguments.items {
      if let label = argument.label, !labels.contains(label) {
        throw Diagnostic("'\(function.name)' has no argument '\(label):'", at: argument.location,
                         hint: didYouMean(label, among: labels) ?? "'\(function.name)' is declared at \(function.location)")
      }
    }
    var parameters: [String: Variable] = [:]
    var remaining = arguments.items
    for parameter in function.parameters {
      if let first = remaining.first, first.label == parameter.label || first.isTrailingClosure {
        parameters[parameter.name] = Variable(value: first.value, isVariable: false)
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
    callDepth += 1
    defer { callDepth -= 1 }
    if callDepth > limits.recursionDepth {
      throw Diagnostic("component recursion depth limit of \(limits.recursionDepth) exceeded", at: arguments.location,
                       hint: "'\(function.name)' calls itself without end; stop the recursion with an if")
    }
    let saved = scopes
    scopes = [scopes[0], parameters]
    defer { scopes = saved }
    var children: [Child] = []
    for statement in function.body {
      if case .returned(let value) = try execute(statement, into: &children) {
        if case .void = value { break }
        return value
      }
    }
    return children.count == 1 ? children[0].value : .group(children, .builder)
  }

  // MARK: Views

  /// A new view from its constructor.
  private func createView(_ constructor: ViewConstructor, _ arguments: Arguments) throws(Diagnostic) -> Value {
    try arguments.check(constructor.labels)
    let kind = try constructor.build(self, arguments)
    try countElement(at: arguments.location)
    views.append(ViewRecord(name: nil, typeName: constructor.typeName, kind: kind, location: arguments.location))
    return .view(views.count - 1)
  }

  /// A name no other view has: `name`, else `name#2`, `name#3`…
  func uniqueName(_ name: String) -> String {
    var candidate = name
    var number = 1
    while usedNames.contains(candidate) {
      number += 1
      candidate = "\(name)#\(number)"
    }
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

  // MARK: Elements

  /// Counts one more element against the limit.
  func countElement(at location: SourceLocation) throws(Diagnostic) {
    elementCount += 1
    if elementCount > limits.elementCount {
      throw Diagnostic("element count limit of \(limits.elementCount) exceeded", at: location,
                       hint: "the layout creates too many views and elements")
    }
  }

  /// A built element of nesting `depth`, counted and checked against the limits.
  func built(_ element: Element, depth: Int, at location: SourceLocation) throws(Diagnostic) -> Value {
    try countElement(at: location)
    if depth > limits.nestingDepth * 2 {
      throw Diagnostic("layout nesting depth limit of \(limits.nestingDepth * 2) exceeded", at: location,
                       hint: "the element tree is nested too deeply")
    }
    return .layout(element, depth: depth)
  }

  /// The one element a value stands for, where a single layout is needed.
  func element(_ child: Child, for purpose: String) throws(Diagnostic) -> (element: Element, depth: Int) {
    switch child.value {
    case .view(let id):
      return (.leaf(leafView(id, at: child.location)), 1)
    case .layout(let element, let depth):
      return (element, depth)
    case .group(let children, .builder):
      return try builderElement(children, at: child.location)
    case .group(_, .spacerMinLength):
      throw Diagnostic("Spacer(minLength:) is two spacers and can only be a child of a container", at: child.location,
                       hint: "use it directly in an HStack or VStack, or use Spacer() or Spacer(n) here")
    case .gridRow:
      throw Diagnostic("a GridRow can only be a child of a Grid", at: child.location)
    default:
      throw Diagnostic("\(purpose) must be a layout, not \(child.value.typeDescription)", at: child.location)
    }
  }

  /// What a layout builder makes of `children`: nothing, the one element, or a ZStack of them.
  func builderElement(_ children: [Child], at location: SourceLocation) throws(Diagnostic) -> (element: Element, depth: Int) {
    let elements = try self.elements(children)
    switch elements.list.count {
    case 0: return (.empty, 1)
    case 1: return (elements.list[0], elements.depth)
    default: return (.zStack(children: elements.list, alignment: .center), elements.depth + 1)
    }
  }

  /// The elements of a children list, groups spliced in, with the deepest child's depth.
  func elements(_ children: [Child]) throws(Diagnostic) -> (list: [Element], depth: Int) {
    var list: [Element] = []
    var depth = 0
    for child in children {
      if case .group(let members, _) = child.value {
        let inner = try elements(members)
        list += inner.list
        depth = max(depth, inner.depth)
      } else {
        let (element, childDepth) = try element(child, for: "a child")
        list.append(element)
        depth = max(depth, childDepth)
      }
    }
    return (list, depth)
  }

  /// The leaf of view `id` as it is now, placed at `location`; a `let` view placed twice is a warning.
  func leafView(_ id: Int, at location: SourceLocation) -> LeafView {
    views[id].placements += 1
    if views[id].placements == 2, views[id].isLet {
      let name = views[id].name ?? views[id].typeName
      warnings.append(Diagnostic("'\(name)' is placed more than once; the last frame wins", at: location,
                                 hint: "a view is one object: create another view to show it twice", severity: .warning))
    }
    return LeafView(id: id, kind: views[id].kind)
  }

  /// The children of a container's trailing closure `{ … }`.
  func layoutBlock(_ arguments: Arguments) throws(Diagnostic) -> [Child] {
    guard let argument = arguments.trailingClosure ?? arguments["content"] else { return [] }
    guard case .closure(let closure) = argument.value else { throw mismatch(argument, "a layout block { … }") }
    guard closure.parameters.isEmpty else {
      throw Diagnostic("the content of '\(arguments.callee)' takes no parameters", at: closure.location)
    }
    var children: [Child] = []
    try executeBlock(closure.body, into: &children)
    return children
  }
}

extension Value {
  /// True for values modifiers apply to.
  var isLayoutLike: Bool {
    switch self {
    case .view, .layout, .group: return true
    default: return false
    }
  }
}
