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
    var captures: [Statement] = []
    if let header = closureHeader() {
      parameters = header.parameters
      let headerEnd = index + header.length
      index += attributesLength()  // `{ @MainActor [weak browser] in … }`: the closure's actor, no layout's
      if current.isSymbol("[") { captures = try captureList() }
      while index < headerEnd { advance() }
    }
    let savedInFunction = inFunction
    inFunction = true
    defer { inFunction = savedInFunction }
    return Closure(parameters: parameters, body: captures + (try blockBody(openedAt: open)), location: open)
  }

  /// `[weak self, gameMode = state.mode]`: the names a capture list binds to a value (`gameMode`),
  /// as `let`s that open the closure's body. Swift evaluates them when the closure is made, the
  /// script when it runs: the same value unless what they read changes in between.
  /// `weak self` and `unowned x` capture a name as it is, which needs no statement.
  private mutating func captureList() throws(Diagnostic) -> [Statement] {
    advance()
    var captures: [Statement] = []
    while !current.isSymbol("]") {
      if current.kind == .end { throw Diagnostic("missing ']' to close the capture list", at: current.location) }
      if current.isWord("weak") || current.isWord("unowned") {
        advance()
        if current.isSymbol("(") { try skipBalanced() }  // `unowned(safe)`
      }
      let (name, location) = try expectIdentifier("expected a name in the capture list")
      if current.isSymbol("=") {
        advance()
        captures.append(.binding(name: name, isVariable: false, value: try expression(), location))
      }
      if !current.isSymbol("]") { try expect(",", "expected ',' or ']' in the capture list") }
    }
    advance()
    return captures
  }

  /// The parameters of a closure header ending in `in` at the current token, and its length in
  /// tokens, or nil when the closure has no header. A capture list is skipped; each parameter's
  /// name is the last name before its type.
  private func closureHeader() -> (parameters: [String], length: Int)? {
    // A body that starts with a statement (`for (i, v) in …`) has no header.
    if let first = peek(0).identifier, ["for", "if", "let", "var", "guard", "switch", "return", "while"].contains(first) { return nil }
    let attributes = attributesLength()
    var offset = attributes
    var names: [String] = []
    var entry: String?
    var depth = 0
    var inResultType = false
    while true {
      let token = peek(offset)
      if offset == attributes, token.isSymbol("["), let end = captureListEnd(at: offset) {
        offset = end  // `[weak self]`, `[gameMode = state.mode]`: captures, which name no parameter
        continue
      }
      if depth == 0, offset > attributes, entry == nil, !inResultType, let word = token.identifier, ["async", "throws"].contains(word) {
        offset += 1  // `{ (url: URL) async throws -> Data in … }`: effects, which name no parameter
        if word == "throws", peek(offset).isSymbol("(") {  // typed throws, `throws(LoadError)` (SE-0413)
          guard let end = self.offset(pastGroupAt: offset, peek) else { return nil }
          offset = end
        }
        continue
      }
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
        // The type runs to the next ',' or ')' of this parameter list, past the brackets inside it
        // (`(handler: (Int) -> Void) in`); what is no type (`value: $volume.animation(), in: 0...1`
        // of a call's arguments) has a call's `()` where a type's `(` follows `->` or opens it.
        var nested = 0
        while nested > 0 || !(peek(offset + 1).isSymbol(",") || peek(offset + 1).isSymbol(")")) {
          let next = peek(offset + 1)
          if [.newline, .end].contains(next.kind) || next.isSymbol("{") { return nil }
          if next.isSymbol("(") || next.isSymbol("[") {
            if next.isSymbol("("), peek(offset).identifier != nil, peek(offset).location.isRightBefore(next.location) { return nil }  // a call
            nested += 1
          }
          if next.isSymbol(")") || next.isSymbol("]") { nested -= 1 }
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

  /// The tokens of the attributes opening a closure's header at the current token (`@MainActor`,
  /// `@Sendable`, `@MainActor @Sendable`, one with arguments): 0 when none does.
  private func attributesLength() -> Int {
    var offset = 0
    while case .attribute = peek(offset).kind {
      offset += 1
      guard peek(offset).isSymbol("("), peek(offset - 1).location.isRightBefore(peek(offset).location) else { continue }
      guard let end = self.offset(pastGroupAt: offset, peek) else { return 0 }
      offset = end
    }
    return offset
  }

  /// The offset past the bracketed group opening `offset` tokens ahead, as `peek` counts them
  /// (`peek(_:)`, or `peekPastNewlines(_:)` across lines); nil when the file ends inside it.
  func offset(pastGroupAt offset: Int, _ peek: (Int) -> Token) -> Int? {
    var offset = offset
    var depth = 0
    repeat {
      if peek(offset).kind == .end { return nil }
      depth += peek(offset).bracketStep
      offset += 1
    } while depth > 0
    return offset
  }

  /// The offset past the `]` of a capture list opening the closure's body at `start` tokens
  /// ahead, on the lines of the header; nil when the brackets do not close before a `{`.
  private func captureListEnd(at start: Int) -> Int? {
    var depth = 0
    var offset = start
    repeat {
      let token = peek(offset)
      if token.kind == .end || token.isSymbol("{") || token.isSymbol("}") { return nil }
      depth += token.bracketStep
      offset += 1
    } while depth > 0
    return offset
  }
}
