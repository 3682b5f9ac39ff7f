import LayoutCore

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
      if case .attribute("unknown") = current.kind { advance() }  // `@unknown default:`
      if current.isWord("default") {
        advance()
        _ = try expect(":", "expected ':' after 'default'")
        otherwise = try caseBody(at: label)
      } else if current.isWord("case") {
        advance()
        var bound: [BoundAssociatedValue] = []
        var wholeValue: [(name: String, value: Expression)] = []
        var condition = try pattern(subject, binding: &bound, wholeValue: &wholeValue)
        while current.isSymbol(",") {
          advance()
          skipNewlines()  // `case .first,` then `.second:` on the next line
          condition = .binary(.or, condition, try pattern(subject, binding: &bound, wholeValue: &wholeValue), label)
        }
        let bindings = bound.map { Statement.binding(name: $0.name, isVariable: false, value: Self.associatedValue($0, at: label), label) }
          + wholeValue.map { Statement.binding(name: $0.name, isVariable: false, value: $0.value, label) }
        if current.kind == .newline, afterNewlines().isWord("where") { skipNewlines() }  // `where` on a line of its own
        if current.isWord("where"), bound.isEmpty, !wholeValue.isEmpty {
          // `case let n where n > 100:` tests the clause with the value bound, run as a closure
          // called at once so that the name is bound for it alone.
          advance()
          let clause = try expression()
          let test = Closure(parameters: [], body: bindings + [.returnValue(clause, clause.location)], location: clause.location)
          condition = .binary(.and, condition, .call(.make(.closure(test), [], at: clause.location)), label)
        } else if current.isWord("where") {
          // A guard on an enum case's associated values, which are not modelled: the case is taken
          // on its pattern (the patterns after it, on the lines it runs on to its ':', too).
          while !current.isSymbol(":"), current.kind != .end, !current.isSymbol("}") {
            if current.isSymbol("(") || current.isSymbol("[") { try skipBalanced() } else { advance() }
          }
        }
        _ = try expect(":", "expected ':' after the patterns of 'case'")
        branches.append((condition, bindings + (try caseBody(at: label))))
      } else {
        throw Diagnostic("expected 'case' or 'default' in the switch, found \(current.spelling)", at: current.location)
      }
    }
    advance()
    return .ifElse(branches: branches, otherwise: otherwise, start)
  }

  /// The pseudo-call naming a case pattern's associated value `name` of `subject`
  /// (`Evaluator.associatedValue`).
  static let associatedValueCall = "#associatedValue"

  /// A name a case pattern binds (`v` of `.dim(let v, _)`): the value it is matched against and
  /// the position of the associated value it takes.
  struct BoundAssociatedValue {
    var name: String
    var subject: Expression
    var position: Int
  }

  /// What a name a case pattern binds holds: `#associatedValue(subject, "name", position)`, the
  /// case's associated value at that position (`Evaluator+EnumPayloads`), nil when the value
  /// carries none, or a placeholder of its name when the subject is one (`if case let
  /// .media(item) = viewModel.state.currentItem` of a model another file declares:
  /// `item.filename` then reads "filename").
  static func associatedValue(_ bound: BoundAssociatedValue, at location: SourceLocation) -> Expression {
    .call(.make(.name(associatedValueCall, location), [
      Argument(label: nil, value: bound.subject, isTrailingClosure: false, location: location),
      Argument(label: nil, value: .text(bound.name, location), isTrailingClosure: false, location: location),
      Argument(label: nil, value: .number(Double(bound.position), location), isTrailingClosure: false, location: location),
    ], at: location))
  }

  /// `if case .success(let url) = result`, `guard case let value? = optional`: the pattern matched
  /// as a switch's case would be, against the value after its `=` (read first, the pattern then
  /// read again with it); the names an enum case binds hold nil, those a `let` binds their value.
  mutating func ifCaseCondition() throws(Diagnostic) -> (condition: Expression, bindings: [Statement]) {
    let location = current.location
    advance()
    let patternStart = index
    var depth = 0
    while !(depth == 0 && current.isSymbol("=")) {
      if current.kind == .end || current.kind == .newline && depth == 0 || current.isSymbol("{") && depth == 0 {
        throw Diagnostic("expected '=' and a value after the pattern of 'case'", at: current.location)
      }
      depth = max(0, depth + current.bracketStep)
      advance()
    }
    advance()
    let subject = try expression()
    let end = index
    index = patternStart
    var bound: [BoundAssociatedValue] = []
    var wholeValue: [(name: String, value: Expression)] = []
    let condition = try pattern(subject, binding: &bound, wholeValue: &wholeValue)
    try expect("=", "expected '=' and a value after the pattern of 'case'")
    index = end
    let bindings = bound.map { Statement.binding(name: $0.name, isVariable: false, value: Self.associatedValue($0, at: location), location) }
      + wholeValue.map { Statement.binding(name: $0.name, isVariable: false, value: $0.value, location) }
    return (condition, bindings)
  }

  /// `VALUE == PATTERN` for one pattern of a case. An enum case with associated values
  /// (`.success(let image)`, `let .loaded(items)`, `Key.pub(let pk)`) matches on its case, the names it binds
  /// (added to `bound`) holding the value's associated values by position. `let n`
  /// matches any value, bound to `n` (added to `wholeValue` with what it binds), `_` any value; a
  /// range (`0..<10`) matches the values in it, as Swift's `~=` for ranges; a tuple pattern
  /// (`(.compact, _)`, `let (a, b)`) matches each item by position. `binds` is true inside a
  /// `let` that binds every name of a tuple pattern.
  private mutating func pattern(_ subject: Expression, binding bound: inout [BoundAssociatedValue],
                                wholeValue: inout [(name: String, value: Expression)], binds: Bool = false) throws(Diagnostic) -> Expression {
    let bindsAll = binds || current.isWord("let") || current.isWord("var")
    let keyword = current.location
    if current.isWord("let") || current.isWord("var") { advance() }
    if current.isWord("_"), !peek().isSymbol(".") {
      advance()
      return .bool(true, keyword)
    }
    if current.isSymbol("("), parenthesesHoldComma() {
      return try tuplePattern(subject, binding: &bound, wholeValue: &wholeValue, binds: bindsAll)
    }
    if bindsAll, let name = current.identifier, !peek().isSymbol("."), !peek().isSymbol("(") {
      advance()
      wholeValue.append((name, subject))
      guard current.isSymbol("?") else { return .bool(true, keyword) }
      advance()  // `case let value?`: any value but nil
      return .binary(.notEqual, subject, .name("nil", keyword), keyword)
    }
    if current.identifier?.first?.isUppercase == true, peek().isSymbol("."), peek(2).identifier != nil, peek(3).isSymbol("(") {
      advance()  // `case Bech32Key.pub(let pk)`: the enum's type written before its case
    }
    if current.isSymbol("."), let name = peek().identifier, peek(2).isSymbol("(") {
      let location = current.location
      advance()
      advance()
      let open = current.location
      var depth = 0
      var position = 0
      repeat {
        if current.kind == .end { throw Diagnostic("missing ')' to close this pattern", at: open) }
        depth += current.bracketStep
        if depth == 1, current.isSymbol(",") { position += 1 }
        if let word = current.identifier, word != "let", word != "var", word != "_", !peek().isSymbol(":"),
           bindsAll || previous.isWord("let") || previous.isWord("var") {
          bound.append(BoundAssociatedValue(name: word, subject: subject, position: position))
        }
        advance()
      } while depth > 0
      return .binary(.equal, subject, .implicitMember(name, location), location)
    }
    if bindsAll, !current.isSymbol(".") {
      throw Diagnostic("expected a name to bind or a case pattern after '\(binds ? "let" : previous.text)', found \(current.spelling)",
                       at: current.location)
    }
    let value = try expression()
    if case .binary(let range, let lower, let upper, let location) = value, range == .halfOpenRange || range == .closedRange {
      let below: Expression = .binary(range == .closedRange ? .lessOrEqual : .less, subject, upper, location)
      return .binary(.and, .binary(.lessOrEqual, lower, subject, location), below, location)
    }
    return .binary(.equal, subject, value, value.location)
  }

  /// `(P0, P1, …)` at its parenthesis: each pattern matched against the subject's item at its position.
  private mutating func tuplePattern(_ subject: Expression, binding bound: inout [BoundAssociatedValue],
                                     wholeValue: inout [(name: String, value: Expression)], binds: Bool) throws(Diagnostic) -> Expression {
    let open = current.location
    advance()
    var condition: Expression?
    var position = 0
    repeat {
      if position > 0 { advance() }
      skipNewlines()
      let item = Expression.member(subject, String(position), current.location)
      let part = try pattern(item, binding: &bound, wholeValue: &wholeValue, binds: binds)
      condition = condition.map { .binary(.and, $0, part, open) } ?? part
      position += 1
      skipNewlines()
    } while current.isSymbol(",")
    try expect(")", "expected ',' or ')' in the tuple pattern")
    return condition ?? .bool(true, open)
  }

  /// True when the parentheses opening at the current token hold a comma of their own: a tuple
  /// pattern, not a parenthesized value.
  private func parenthesesHoldComma() -> Bool {
    var depth = 0
    var offset = 0
    repeat {
      let token = peek(offset)
      if token.kind == .end { return false }
      if depth == 1, token.isSymbol(",") { return true }
      depth += token.bracketStep
      offset += 1
    } while depth > 0
    return false
  }

  /// The statements of a case, up to the next `case`, `default` or the closing brace
  /// (`break` ends nothing early here: it is the empty case of Swift). A case with none is
  /// a branch of `#if` not taken, or code a tutorial leaves out (with a note).
  private mutating func caseBody(at label: SourceLocation) throws(Diagnostic) -> [Statement] {
    var statements: [Statement] = []
    var sawBreak = false
    skipSeparators()
    while !(current.isWord("case") || current.isWord("default") || current.isSymbol("}") || current.kind == .end
            || current.kind == .attribute("unknown")) {  // `@unknown default:` after the last case
      if current.isWord("break") {
        advance()
        sawBreak = true
      } else {
        statements.append(try statement())
      }
      try endOfStatement()
      skipSeparators()
    }
    if statements.isEmpty, !sawBreak {
      // `case .initial:` whose one statement is `#if os(macOS) … #endif`: Swift's parser sees a
      // statement there, so the case builds nothing on an iPhone; the same for a tutorial's step
      // that stops before its case's code (`case let .detail(store):` and a blank line), which
      // Swift refuses but the page means as code to come: a note says so.
      if !tokens.holdsConditionalDirective(onLines: label.line...max(label.line, current.location.line)) {
        return [.ignored(what: "an empty case", label)]
      }
    }
    return statements
  }
}
