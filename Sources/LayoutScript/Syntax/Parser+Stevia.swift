import LayoutCore

/// Stevia's operators of visual layout (freshOS/Stevia, `Stevia+Operators.swift`), which Swift
/// reads as custom operators the library declares: prefix `|` and `|-`, postfix `|` and `-|`
/// (a view's leading or trailing edge to its superview's, 0 or 8 in; with a number, the margin
/// `|-20-` and `-20-|`), infix `~` (a height, below addition), and the prefix `>=` and `<=` of a
/// flexible margin (`>=20`). No operator of Swift's own is written so (a prefix `|`, a postfix
/// `|` against its operand), so each is read as a call of its pseudo-function here, run by
/// `Evaluator+SteviaVisualLayout`; infix `-` between views and margins is the evaluator's.
extension Parser {
  /// `#steviaEdge("leading 8", view)`: a prefix (`|-`: "leading 8", `|`: "leading 0") or postfix
  /// (`-|`: "trailing 8", `|`: "trailing 0") edge operator and its operand.
  static let steviaEdgeCall = "#steviaEdge"
  /// `#steviaHeight(view, 80)`: `view ~ 80`.
  static let steviaHeightCall = "#steviaHeight"
  /// `#steviaFlexibleMargin(">=", 20)`: `>=20`.
  static let steviaFlexibleMarginCall = "#steviaFlexibleMargin"

  /// The call of the pseudo-function `name` with `operands` (texts for strings).
  static func steviaCall(_ name: String, _ operands: [Expression], at location: SourceLocation) -> Expression {
    .call(.make(.name(name, location), operands.map { Argument(label: nil, value: $0, isTrailingClosure: false, location: $0.location) },
                at: location))
  }

  /// `|-email`, `|login`, `|-20`, `>=20` where an operand begins; nil (reading nothing) elsewhere.
  mutating func steviaPrefix() throws(Diagnostic) -> Expression? {
    let location = current.location
    if current.isSymbol(">=") || current.isSymbol("<="), case .number = peek().kind {
      let relation = current.isSymbol(">=") ? ">=" : "<="
      advance()
      return Self.steviaCall(Self.steviaFlexibleMarginCall, [.text(relation, location), try primary()], at: location)
    }
    let operandFollows = if case .number = peek().kind { true } else { peek().identifier != nil || peek().isSymbol("-") }
    guard current.isSymbol("|"), operandFollows else { return nil }
    advance()
    var edge = "leading 0"
    if current.isSymbol("-"), location.isRightBefore(current.location) {
      edge = "leading 8"
      advance()
    }
    try descend(at: location)
    defer { depth -= 1 }
    return Self.steviaCall(Self.steviaEdgeCall, [.text(edge, location), try unary()], at: location)
  }

  /// `email-|` or `login|` after an operand, the operator written against it and followed by what
  /// ends an operand (a comma, a bracket, `~`, a line's end); nil, reading nothing, elsewhere.
  mutating func steviaPostfix(_ operand: Expression) -> Expression? {
    let ends: (Token) -> Bool = { token in
      [.newline, .end].contains(token.kind) || [",", ")", "]", "}", "~", "."].contains { token.isSymbol($0) }
    }
    let location = current.location
    if current.isSymbol("-"), peek().isSymbol("|"), current.location.isRightBefore(peek().location), ends(peek(2)) {
      advance()
      advance()
      return Self.steviaCall(Self.steviaEdgeCall, [.text("trailing 8", location), operand], at: location)
    }
    if current.isSymbol("|"), previous.location.isRightBefore(current.location), ends(peek()) {
      advance()
      return Self.steviaCall(Self.steviaEdgeCall, [.text("trailing 0", location), operand], at: location)
    }
    return nil
  }
}
