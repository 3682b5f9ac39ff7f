import LayoutCore

/// Closures: `{ a, b in … }` with capture lists and typed parameters, and trailing closures,
/// several of them labelled as in Swift (`Card { … } footer: { … }`).
extension Parser {
  /// A trailing closure and the labelled ones after it: `{ … } label: { … }`.
  mutating func trailingClosures() throws(Diagnostic) -> [Argument] {
    var closures = [Argument(label: nil, value: .closure(try closure()), isTrailingClosure: true, location: previous.location)]
    while true {
      let skip = current.kind == .newline ? 1 : 0
      guard let label = peek(skip).identifier, peek(skip + 1).isSymbol(":"), peek(skip + 2).isSymbol("{") else { return closures }
      skipNewlines()
      let start = current.location
      advance()
      advance()
      let value = Expression.closure(try closure())
      closures.append(Argument(label: label, value: value, isTrailingClosure: true, location: start.through(previous.location)))
    }
  }

  /// `{ a, b in … }`, `{ [weak self] (i: Int) -> UILabel in … }` or `{ … }`.
  mutating func closure() throws(Diagnostic) -> Closure {
    let open = current.location
    advance()
    skipNewlines()
    var parameters: [String] = []
    if let header = closureHeader() {
      parameters = header.parameters
      for _ in 0..<header.length { advance() }
    }
    return Closure(parameters: parameters, body: try blockBody(openedAt: open), location: open)
  }

  /// The parameters of a closure header ending in `in` at the current token, and its length in
  /// tokens, or nil when the closure has no header. A capture list is skipped; each parameter's
  /// name is the last name before its type.
  private func closureHeader() -> (parameters: [String], length: Int)? {
    // A body that starts with a statement (`for (i, v) in …`) has no header.
    if let first = peek(0).identifier, ["for", "if", "let", "var", "guard", "switch", "return", "while"].contains(first) { return nil }
    var offset = 0
    var names: [String] = []
    var entry: String?
    var depth = 0
    var inResultType = false
    while true {
      let token = peek(offset)
      switch token.kind {
      case .identifier("in") where depth == 0:
        if let entry { names.append(entry) }
        return (names, offset + 1)
      case .symbol("["), .symbol("("):
        depth += 1
      case .symbol("]"):
        depth -= 1
        if depth == 0 { names = []; entry = nil }
      case .symbol(")"):
        depth -= 1
      case .symbol(":") where entry != nil:
        names.append(entry!)
        entry = nil
        // The type runs to the next ',' or ')' of this parameter list.
        while !(peek(offset + 1).isSymbol(",") || peek(offset + 1).isSymbol(")")) {
          if [.newline, .end].contains(peek(offset + 1).kind) || peek(offset + 1).isSymbol("{") { return nil }
          offset += 1
        }
      case .symbol(","):
        if let entry { names.append(entry) }
        entry = nil
      case .identifier(let name):
        // Two names in a row at the top (`for x in …`) are a statement, not parameters.
        if depth == 0, !inResultType, entry != nil { return nil }
        entry = inResultType ? nil : name
      case .symbol("->") where depth == 0:
        inResultType = true
        if let entry { names.append(entry) }
        entry = nil
      case .symbol("."), .symbol("?"), .symbol("!"):
        entry = nil
      default:
        return nil
      }
      offset += 1
    }
  }
}
