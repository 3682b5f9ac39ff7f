/// `switch` in a script: read as the `if`/`else if` chain it amounts to.
extension Parser {
  /// `switch VALUE { case A: …  case B, C: …  default: … }`: each case is a branch whose
  /// condition compares VALUE with its patterns (`VALUE == A || VALUE == B`), `default` the
  /// `else`. Patterns are values (strings, numbers, Bools, `.member`s); a case with no
  /// statements is refused, as Swift refuses it.
  mutating func switchStatement() throws(Diagnostic) -> Statement {
    let start = current.location
    advance()
    let subject = try withoutTrailingClosures { (parser: inout Parser) throws(Diagnostic) in try parser.expression() }
    skipNewlines()
    let open = try expect("{", "expected '{' after the value of 'switch'")
    var branches: [(condition: Expression, body: [Statement])] = []
    var otherwise: [Statement]?
    skipSeparators()
    while !current.isSymbol("}") {
      guard current.kind != .end else { throw Diagnostic("missing '}' to close this switch", at: open.location) }
      let label = current.location
      if current.isWord("default") {
        advance()
        _ = try expect(":", "expected ':' after 'default'")
        otherwise = try caseBody(at: label)
      } else if current.isWord("case") {
        advance()
        var condition = try pattern(subject)
        while current.isSymbol(",") {
          advance()
          condition = .binary(.or, condition, try pattern(subject), label)
        }
        _ = try expect(":", "expected ':' after the patterns of 'case'")
        branches.append((condition, try caseBody(at: label)))
      } else {
        throw Diagnostic("expected 'case' or 'default' in the switch, found \(current.spelling)", at: current.location)
      }
    }
    advance()
    return .ifElse(branches: branches, otherwise: otherwise, start)
  }

  /// `VALUE == PATTERN` for one pattern of a case.
  private mutating func pattern(_ subject: Expression) throws(Diagnostic) -> Expression {
    if current.isWord("let") || current.isWord("var") {
      throw Diagnostic("patterns that bind values are not supported", at: current.location,
                       hint: "compare with values: `case \"cap\", \"shoe\":`")
    }
    let value = try expression()
    return .binary(.equal, subject, value, value.location)
  }

  /// The statements of a case, up to the next `case`, `default` or the closing brace
  /// (`break` ends nothing early here: it is the empty case of Swift).
  private mutating func caseBody(at label: SourceLocation) throws(Diagnostic) -> [Statement] {
    var statements: [Statement] = []
    var sawBreak = false
    skipSeparators()
    while !(current.isWord("case") || current.isWord("default") || current.isSymbol("}") || current.kind == .end) {
      if current.isWord("break") {
        advance()
        sawBreak = true
      } else {
        statements.append(try statement())
      }
      try endOfStatement()
      skipSeparators()
    }
    guard !statements.isEmpty || sawBreak else {
      throw Diagnostic("a case needs at least one statement", at: label, hint: "write `break` as Swift does, or remove the case")
    }
    return statements
  }
}
