import LayoutCore

/// Calling closures: `{ … }()`, `{ $0.text = "x"; return $0 }(UILabel())`, a closure stored in a
/// variable or passed to a component and called there, `.map { i in … }`.
extension Evaluator {
  /// Runs `closure` with `arguments` bound to its parameters (or to `$0`, `$1`, … when it names
  /// none), in `captured` scopes (the current ones when nil), and returns its value.
  func invoke(_ closure: Closure, arguments: [Value], scopes captured: [[String: Variable]]? = nil,
              at location: SourceLocation) throws(Diagnostic) -> Value {
    let names = closure.parameters.isEmpty ? arguments.indices.map { "$\($0)" } : closure.parameters
    guard names.count == arguments.count else {
      throw Diagnostic("the closure takes \(names.count) parameter\(names.count == 1 ? "" : "s") but is given \(arguments.count)",
                       at: location, hint: "closure parameters are written `{ a, b in … }`")
    }
    var scope: [String: Variable] = [:]
    for (name, value) in zip(names, arguments) where name != "_" { scope[name] = Variable(value: value, isVariable: false) }
    try enterCall("closure", at: location, hint: "a closure calls itself without end")
    defer { leaveCall() }
    let saved = scopes
    if let captured { scopes = captured }
    scopes.append(scope)
    defer { scopes = saved }
    return try result(of: closure.body)
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
    case .closure(let closure): return try invoke(closure, arguments: values, at: arguments.location)
    case .boundClosure(let closure, let captured): return try invoke(closure, arguments: values, scopes: captured, at: arguments.location)
    case .invalid:
      var consequence = Diagnostic("'\(name)' has no value: its declaration failed", at: arguments.location)
      consequence.isConsequence = true
      throw consequence
    default:
      throw Diagnostic("cannot call '\(name)': it is \(value.typeDescription)", at: arguments.location,
                       hint: "only components, closures and the built-in views and containers can be called")
    }
  }

  /// A closure value captured with the current scopes, so it can run later elsewhere.
  func bound(_ value: Value) -> Value {
    if case .closure(let closure) = value { return .boundClosure(closure, scopes: scopes) }
    return value
  }

  /// Enters one more nested call of `name`, written at `location`, failing past the limit of
  /// nested component and closure calls. Callers `defer { leaveCall() }`.
  func enterCall(_ name: String, at location: SourceLocation, hint: String) throws(Diagnostic) {
    budget.callDepth += 1
    budget.enterCall(name, at: location, depth: budget.callDepth)
    if budget.callDepth > limits.recursionDepth {
      throw fatal(Diagnostic("component recursion depth limit of \(limits.recursionDepth) exceeded", at: location, hint: hint))
    }
  }

  /// Leaves the call `enterCall` entered.
  func leaveCall() {
    budget.leaveCall(depth: budget.callDepth)
    budget.callDepth -= 1
  }
}
