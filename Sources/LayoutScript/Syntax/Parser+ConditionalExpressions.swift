import LayoutCore

/// `if` and `switch` used as expressions, as Swift 5.9 reads them (SE-0380, "if and switch
/// expressions"): `let title = if isOn { "On" } else { "Off" }`, `let width = switch size { case
/// .small: 20  default: 40 }`, after `=`, `return` or as a function's one expression.
extension Parser {
  /// The `if` or `switch` at the current token, as the value of its branch taken: the statement
  /// parsed as usual, each branch returning its one expression, run as a closure called at once.
  mutating func conditionalExpression() throws(Diagnostic) -> Expression {
    let location = current.location
    let keyword = current.identifier ?? "if"
    let statement = keyword == "if" ? try ifStatement() : try switchStatement()
    let body = try Self.returningBranches(of: statement, keyword: keyword, at: location)
    return .call(.make(.closure(Closure(parameters: [], body: [body], location: location)), [], at: location))
  }

  /// `statement` with the last expression of each branch returned. SE-0380 asks that every branch
  /// end in an expression (the names an `if let` or a `case let` binds come before it) and that
  /// an `if` have an unconditional `else`, the errors Swift gives otherwise.
  private static func returningBranches(of statement: Statement, keyword: String,
                                        at location: SourceLocation) throws(Diagnostic) -> Statement {
    guard case .ifElse(let branches, let otherwise, let start) = statement else { return statement }
    if keyword == "if", otherwise == nil {
      throw Diagnostic("'if' must have an unconditional 'else' to be used as an expression", at: location,
                       hint: "end the chain with `else { value }`")
    }
    let article = keyword == "if" ? "an" : "a"
    func returning(_ body: [Statement]) throws(Diagnostic) -> [Statement] {
      guard let last = body.last else {
        throw Diagnostic("a branch of \(article) '\(keyword)' expression must give a value", at: location)
      }
      switch last {
      case .expression(let value): return body.dropLast() + [.returnValue(value, value.location)]
      case .ifElse: return body.dropLast() + [try returningBranches(of: last, keyword: keyword, at: location)]
      default:
        throw Diagnostic("a branch of \(article) '\(keyword)' expression must end with its value", at: last.location,
                         hint: "write the branch's value as its last line, as in `if c { 1 } else { 2 }`")
      }
    }
    var returned: [(condition: Expression, body: [Statement])] = []
    for branch in branches { returned.append((branch.condition, try returning(branch.body))) }
    return .ifElse(branches: returned, otherwise: try otherwise.map { body throws(Diagnostic) in try returning(body) }, start)
  }
}
