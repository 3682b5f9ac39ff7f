/// A call of a top-level function written in a script, with its labelled arguments as text:
/// where a REPL's `:save` rewrites `canvas(…)` with the settings made at its prompt.
public struct ScriptCall: Sendable {
  /// One argument: its label (nil for none) and the characters of its value.
  public struct Argument: Sendable {
    public var label: String?
    public var value: Range<String.Index>
  }

  /// The call's characters, from its name to its closing parenthesis.
  public var range: Range<String.Index>
  public var arguments: [Argument]

  /// The last call of `name(…)` in `source` (not a method: no `.` before the name); nil when
  /// there is none or the source does not lex.
  public static func locate(_ name: String, in source: String, path: String = "<script>") -> ScriptCall? {
    guard let tokens = try? Lexer.tokenize(source, file: path),
          let start = tokens.indices.last(where: { index in
            tokens[index].isWord(name) && index + 1 < tokens.count && tokens[index + 1].isSymbol("(")
              && (index == 0 || !tokens[index - 1].isSymbol("."))
          }) else { return nil }
    let positions = SourcePositions(source)
    var depth = 0
    var arguments: [Argument] = []
    var argumentStart = start + 2
    for index in (start + 1)..<tokens.count {
      let token = tokens[index]
      depth += token.bracketStep
      if token.bracketStep < 0, depth == 0 {
        arguments += argument(tokens[argumentStart..<index], positions).map { [$0] } ?? []
        return ScriptCall(range: positions.index(of: tokens[start].location)..<positions.index(after: token.location),
                          arguments: arguments)
      }
      if token.isSymbol(","), depth == 1 {
        arguments += argument(tokens[argumentStart..<index], positions).map { [$0] } ?? []
        argumentStart = index + 1
      }
    }
    return nil
  }

  /// The argument written in `tokens`; nil when they are only line breaks.
  private static func argument(_ slice: ArraySlice<Token>, _ positions: SourcePositions) -> Argument? {
    let tokens = slice.filter { $0.kind != .newline }
    let labelled = tokens.count > 2 && tokens[0].identifier != nil && tokens[1].isSymbol(":")
    let valueTokens = labelled ? Array(tokens.dropFirst(2)) : tokens
    guard let first = valueTokens.first, let last = valueTokens.last else { return nil }
    return Argument(label: labelled ? tokens[0].identifier : nil,
                    value: positions.index(of: first.location)..<positions.range(of: last.location).upperBound)
  }
}
