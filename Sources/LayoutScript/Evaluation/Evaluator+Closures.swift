import LayoutCore

/// Calling closures: `{ … }()`, `{ $0.text = "x"; return $0 }(UILabel())`, a closure stored in a
/// variable or passed to a component and called there, `.map { i in … }`.
extension Evaluator {
  /// Runs `closure` with `arguments` bound to its parameters (or to `$0`, `$1`, … when it names
  /// none), in `captured` scopes (the current ones when nil), and returns its value.
  func invoke(_ closure: Closure, arguments: [Value], scopes captured: [[String: Variable]]? = nil,
              at location: SourceLocation) throws(Diagnostic) -> Value {
    try invokeKeepingParameters(closure, arguments: arguments, scopes: captured, at: location).value
  }

  /// `invoke`, also giving the parameters as the closure left them: with `firstIsVariable`, the
  /// first is a variable it may change, as `reduce(into:)`'s `inout` accumulator (`{ $0 += $1 }`).
  func invokeKeepingParameters(_ closure: Closure, arguments: [Value], scopes captured: [[String: Variable]]?,
                               firstIsVariable: Bool = false, at location: SourceLocation)
    throws(Diagnostic) -> (value: Value, parameters: [String: Variable]) {
    var arguments = arguments
    // A tuple given to a closure of as many parameters is spread over them, as Swift does for a
    // closure argument (`ForEach(Array(items.enumerated()), id: \.offset) { index, item in … }`).
    if closure.parameters.count > 1, arguments.count == 1, case .structure(let tuple) = arguments[0], tuple.typeName == nil,
       tuple.fields.count == closure.parameters.count {
      arguments = tuple.fields.map(\.1)
    }
    let names = closure.parameters.isEmpty ? arguments.indices.map { "$\($0)" } : closure.parameters
    guard names.count == arguments.count else {
      throw Diagnostic("the closure takes \(names.count) parameter\(names.count == 1 ? "" : "s") but is given \(arguments.count)",
                       at: location, hint: "closure parameters are written `{ a, b in … }`")
    }
    var scope: [String: Variable] = [:]
    for (position, (name, value)) in zip(names, arguments).enumerated() where name != "_" {
      scope[name] = Variable(value: value, isVariable: firstIsVariable && position == 0)
      // `ForEach($items) { $item in … }` (SE-0293): the binding `$item` and its value `item`, one value here.
      if name.hasPrefix("$"), name.count > 1, !closure.parameters.isEmpty {
        scope[String(name.dropFirst())] = Variable(value: value, isVariable: firstIsVariable && position == 0)
      }
    }
    try enterCall("closure", at: location, hint: "a closure calls itself without end")
    defer { leaveCall() }
    let saved = scopes
    if let captured { scopes = captured }
    scopes.append(scope)
    let parametersScope = scopes.count - 1
    scopes.append([:])  // the body's locals, which may shadow a parameter (`guard let value else { … }`)
    defer {
      // A closure run where it is written (`forEach { total += $0 }`) changes the variables it
      // sees, as Swift's closures capture them by reference; one run in the scopes it captured
      // leaves them as they were.
      if captured == nil, scopes.count >= saved.count { scopes.removeSubrange(saved.count...) } else { scopes = saved }
    }
    let value = try result(of: closure.body)
    return (value, scopes[parametersScope])
  }

  /// What a component's or closure's statements produce: the value they return, else their one
  /// result, else their results as a group (nothing for none).
  func result(of statements: [Statement]) throws(Diagnostic) -> Value {
    var children: [Child] = []
    let errorsBefore = errors.count
    if case .returned(let value) = try executeStatements(statements, into: &children) {
      if case .void = value {} else { return value }
    }
    switch children.count {
    case 0:
      // A statement failed (reported) before the value was made: the value is invalid, so its
      // uses fail quietly rather than each say "nothing" of it.
      return errors.count > errorsBefore ? .invalid : .void
    case 1: return children[0].value
    default: return .group(children, .builder)
    }
  }

  /// Calls a value: a closure, with the arguments' values.
  func call(_ value: Value, named name: String, _ arguments: Arguments) throws(Diagnostic) -> Value {
    if let built = try layoutValueCall(value, arguments) { return built }  // `layout { … }` of an AnyLayout
    let values = arguments.items.map(\.value)
    switch value {
    case .closure(let closure):
      return Self.built(try invoke(closure, arguments: try parameterValues(of: closure, arguments), at: arguments.location), by: closure)
    case .boundClosure(let closure, let captured):
      return Self.built(try invoke(closure, arguments: try parameterValues(of: closure, arguments), scopes: captured, at: arguments.location),
                        by: closure)
    case .string(let path) where path.hasPrefix(".") && values.count == 1:
      // A key path used as a function (SE-0249: `.map(\.name)`): each of its members read in turn.
      var value = values[0]
      for component in path.split(separator: ".") where component != "self" {
        value = try member(String(component), of: value, at: arguments.location)
      }
      return value
    case .invalid:
      var consequence = Diagnostic("'\(name)' has no value: its declaration failed", at: arguments.location)
      consequence.isConsequence = true
      throw consequence
    default:
      throw Diagnostic("cannot call '\(name)': it is \(value.typeDescription)", at: arguments.location,
                       hint: "only components, closures and the built-in views and containers can be called")
    }
  }

  /// What `closure` returned as its caller takes it: for a builder of an array, the array of
  /// the values its statements built (one value, or none, an array too).
  private static func built(_ value: Value, by closure: Closure) -> Value {
    guard closure.buildsArray else { return value }
    switch value {
    case .group(let children, .builder): return .array(children.map(\.value))
    case .array: return value
    case .void: return .array([])
    default: return .array([value])
    }
  }

  /// The values `closure`'s parameters take from `arguments`: in order, or for a local function
  /// (`Closure.signature`) by label with its defaults, as a function's call binds them (`bind`).
  private func parameterValues(of closure: Closure, _ arguments: Arguments) throws(Diagnostic) -> [Value] {
    guard let signature = closure.signature else { return arguments.items.map(\.value) }
    let function = FunctionDeclaration(name: arguments.callee, parameters: signature, body: [], isProperty: false, location: closure.location)
    let bound = try bind(function, arguments)
    return signature.map { bound[$0.name]?.value ?? .void }
  }

  /// A closure value captured with the current scopes, so it can run later elsewhere.
  func bound(_ value: Value) -> Value {
    if case .closure(let closure) = value { return .boundClosure(closure, scopes: scopes) }
    return value
  }

  /// Enters one more nested call of `name`, written at `location`, failing past the limit of
  /// nested component and closure calls. Callers `defer { leaveCall() }`.
  func enterCall(_ name: String, at location: SourceLocation, hint: @autoclosure () -> String) throws(Diagnostic) {
    budget.callDepth += 1
    budget.enterCall(name, at: location, depth: budget.callDepth)
    if budget.callDepth > limits.recursionDepth {
      throw fatal(Diagnostic("component recursion depth limit of \(limits.recursionDepth) exceeded", at: location, hint: hint()))
    }
  }

  /// Leaves the call `enterCall` entered.
  func leaveCall() {
    budget.leaveCall(depth: budget.callDepth)
    budget.callDepth -= 1
  }
}

extension Value {
  /// The closure a value holds, written where it is used (its scopes nil: the caller's) or made
  /// elsewhere with the scopes it was made in; nil for any other value.
  var closureAndScopes: (closure: Closure, scopes: [[String: Evaluator.Variable]]?)? {
    switch self {
    case .closure(let closure): return (closure, nil)
    case .boundClosure(let closure, let scopes): return (closure, scopes)
    default: return nil
    }
  }
}
