import LayoutCore

/// `...` in a snippet pasted from the docs: code left out. On a line of its own, as a whole
/// argument list (`HStack(...)`) or as a whole block (`{ ... }`) it is read as nothing, and the
/// script gets a note saying so, so the rest of the snippet runs. The docs' typeset ellipsis,
/// U+2026 `…` (the Composable Architecture's tutorials: `SyncUpFormView(…)`), is read the same
/// way wherever a statement, a member, an argument or an element stands, never touching a name
/// (`title…` is no elision: Swift has no `…`, so it stays an error).
extension Parser {
  /// True at a `...` or `…` that is a line (or a block, or an argument list) of its own.
  var isAtElision: Bool {
    let next = peek()
    if current.isSymbol("…") {
      let touchesName = [previous, next].contains { token in
        token.identifier != nil && (token.location.isRightBefore(current.location) || current.location.isRightBefore(token.location))
      }
      return !touchesName && (next.kind == .newline || next.kind == .end || [";", "}", ")", "]", ","].contains { next.isSymbol($0) })
    }
    guard current.isSymbol("...") else { return false }
    return next.kind == .newline || next.kind == .end || next.isSymbol(";") || next.isSymbol("}") || next.isSymbol(")")
  }

  /// Consumes the `...` (or `…`) at the current token and records where it was, for its note.
  mutating func skipElision() {
    elisions.append(current.isSymbol("…") ? .ignored(what: "'…'", current.location) : .elision(current.location))
    advance()
  }

  /// The statements that give the elisions met so far their notes, emptying the list.
  mutating func takeElisions() -> [Statement] {
    defer { elisions = [] }
    return elisions
  }
}
