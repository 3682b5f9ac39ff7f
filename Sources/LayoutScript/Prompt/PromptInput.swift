import Foundation

/// What a REPL makes of text typed at its prompt.
public enum PromptInput: Sendable, Equatable {
  /// Brackets are still open: the input goes on on the next line.
  case incomplete
  /// A layout expression, or a whole `var body: Layout { … }`: the text of the new body.
  case layout(String)
  /// Statements to run after the script's own (`gap = 12`, `let x = UIView()`); text that
  /// does not parse is statements too, so its evaluation reports the error.
  case statements

  /// Classifies `text`, one or more lines typed at the prompt.
  public static func classify(_ text: String) -> PromptInput {
    guard let tokens = try? Lexer.tokenize(text, file: "<prompt>") else { return .statements }
    if tokens.reduce(0, { $0 + $1.bracketStep }) > 0 { return .incomplete }
    // The tokens just read are parsed as they are: the text is lexed once.
    var parser = Parser(tokens: tokens)
    let statements = parser.program()
    guard parser.diagnostics.isEmpty, statements.count == 1 else { return .statements }
    switch statements[0] {
    case .expression:
      return .layout(text.trimmingCharacters(in: .whitespacesAndNewlines))
    case .body:
      guard let body = ScriptBody.locate(in: text, path: "<prompt>") else { return .statements }
      return .layout(text[body.contents].trimmingCharacters(in: .whitespacesAndNewlines))
    default:
      return .statements
    }
  }
}
