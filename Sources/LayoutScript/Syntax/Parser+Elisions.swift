/// `...` in a snippet pasted from the docs: code left out. On a line of its own, as a whole
/// argument list (`HStack(...)`) or as a whole block (`{ ... }`) it is read as nothing, and the
/// script gets a note saying so, so the rest of the snippet runs.
extension Parser {
  /// True at a `...` that is a line (or a block, or an argument list) of its own.
  var isAtElision: Bool {
    guard current.isSymbol("...") else { return false }
    let next = peek()
    return next.kind == .newline || next.kind == .end || next.isSymbol(";") || next.isSymbol("}") || next.isSymbol(")")
  }

  /// Consumes the `...` at the current token and records where it was, for its note.
  mutating func skipElision() {
    elisions.append(current.location)
    advance()
  }

  /// The statements that give the elisions met so far their notes, emptying the list.
  mutating func takeElisions() -> [Statement] {
    defer { elisions = [] }
    return elisions.map(Statement.elision)
  }
}
