import LayoutCore

/// The imperative Swift of functions, closures, computed properties and a custom layout's
/// methods, beyond what layout blocks use: `guard`, `while`, `repeat`, tuple patterns in `for`,
/// several conditions in an `if`, and several names in one `var`.
extension Parser {
  /// `guard C1, let NAME = E, … else { … }`: each clause in turn runs the `else` block when it
  /// fails (a `let` clause when its value is nil, then binds NAME in the enclosing scope).
  mutating func guardStatement() throws(Diagnostic) -> Statement {
    let start = current.location
    var clauses: [(condition: Expression, binding: Statement?)] = []
    try withoutTrailingClosures { (parser: inout Parser) throws(Diagnostic) in
      repeat {
        parser.advance()
        parser.skipNewlines()
        if parser.current.isWord("let") || parser.current.isWord("var") {
          let optional = try parser.optionalBinding()
          clauses.append((optional.condition, optional.binding))
        } else if parser.current.isWord("case") {
          // `guard case .loaded = state else { … }`: the names the pattern binds after the clause.
          let pattern = try parser.ifCaseCondition()
          clauses.append((pattern.condition, pattern.bindings.isEmpty ? nil : .sequence(pattern.bindings, pattern.condition.location)))
        } else {
          clauses.append((try parser.expression(), nil))
        }
      } while parser.current.isSymbol(",")
    }
    skipNewlines()
    guard current.isWord("else") else {
      throw Diagnostic("expected 'else' after the conditions of 'guard', found \(current.spelling)", at: current.location,
                       hint: "write `guard condition else { return … }`")
    }
    advance()
    let otherwise = try block()
    var statements: [Statement] = []
    for clause in clauses {
      let failed = GuardCondition.failed(clause.condition)
      statements.append(.ifElse(branches: [(failed, otherwise)], otherwise: nil, clause.condition.location))
      if let binding = clause.binding { statements.append(binding) }
    }
    return .sequence(statements, start)
  }

  /// `while CONDITION { … }`: every turn counts against the loop limit and the evaluation budget.
  mutating func whileStatement() throws(Diagnostic) -> Statement {
    let start = current.location
    advance()
    let condition = try withoutTrailingClosures { (parser: inout Parser) throws(Diagnostic) in try parser.conditionList() }
    return .whileLoop(condition: condition, body: try block(), start)
  }

  /// `repeat { … } while CONDITION`: the body once, in a scope of its own, then as a `while` loop,
  /// each turn counted as a `while`'s.
  mutating func repeatStatement() throws(Diagnostic) -> Statement {
    let start = current.location
    advance()
    let body = try block()
    skipNewlines()
    guard current.isWord("while") else {
      throw Diagnostic("expected 'while' and a condition after the body of 'repeat', found \(current.spelling)", at: current.location)
    }
    advance()
    let condition = try conditionList()
    return .sequence([.ifElse(branches: [(.bool(true, start), body)], otherwise: nil, start), .whileLoop(condition: condition, body: body, start)], start)
  }

  /// The conditions of an `if` or a `while`, `A, B` meaning `A && B`.
  mutating func conditionList() throws(Diagnostic) -> Expression {
    var condition = try expression()
    while current.isSymbol(",") {
      let location = current.location
      advance()
      skipNewlines()
      if current.isWord("let") || current.isWord("var") {
        throw Diagnostic("'if let' is supported as the first condition only", at: current.location,
                         hint: "write the `let` first, or nest a second `if`")
      }
      condition = .binary(.and, condition, try expression(), location)
    }
    return condition
  }

  /// The names a `for` binds: `item`, or `(index, item)` for the pairs `enumerated()` gives.
  mutating func loopPattern() throws(Diagnostic) -> [String] {
    guard current.isSymbol("(") else { return [try expectIdentifier("expected a loop variable after 'for'").0] }
    advance()
    var names: [String] = []
    repeat {
      if current.isSymbol(",") { advance() }
      names.append(try expectIdentifier("expected a name in the loop's tuple pattern").0)
    } while current.isSymbol(",")
    try expect(")", "expected ')' to close the loop's tuple pattern")
    return names
  }

  /// `var a = 0, b: CGFloat = 1`: the declarations after the first, if any, run with it as one.
  mutating func moreBindings(after first: Statement, isVariable: Bool) throws(Diagnostic) -> Statement {
    guard current.isSymbol(","), peek().identifier != nil, peek(2).isSymbol("=") || peek(2).isSymbol(":") else { return first }
    var statements = [first]
    while current.isSymbol(",") {
      advance()
      let (name, location) = try expectIdentifier("expected a name after ','")
      var madeType: String?
      if current.isSymbol(":") {
        advance()
        madeType = try skipType().split(separator: " ").last.map(String.init)
      }
      try expect("=", "expected '=' and a value after '\(name)'", hint: "give each name its value: `var a = 0, b = 1`")
      skipNewlines()
      let value = try expression()
      statements.append(.binding(name: name, isVariable: isVariable, value: madeType.map(value.resolvingImplicitInit) ?? value,
                                 location))
    }
    return .sequence(statements, first.location)
  }
}
