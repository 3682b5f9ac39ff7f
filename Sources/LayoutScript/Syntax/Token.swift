import LayoutCore
import LayoutRender

/// One lexical token of a script.
struct Token: Sendable, Equatable {
  /// What a token is.
  enum Kind: Sendable, Equatable {
    case number(Double)
    /// A string literal: text pieces and the tokens of each `\( … )` interpolation.
    case string([StringPiece])
    case identifier(String)
    /// `@name`.
    case attribute(String)
    /// An operator or a bracket, such as `..<`, `{` or `,`.
    case symbol(String)
    /// One or more line breaks: they separate statements.
    case newline
    case end
  }

  var kind: Kind
  var location: SourceLocation

  /// True for the symbol `text`.
  func isSymbol(_ text: String) -> Bool { kind == .symbol(text) }

  /// True for the identifier or keyword `text`.
  func isWord(_ text: String) -> Bool { kind == .identifier(text) }

  /// +1 for an opening bracket (`(`, `[`, `{`), −1 for a closing one, else 0: what every scan
  /// for the end of a bracketed group adds up.
  var bracketStep: Int {
    switch kind {
    case .symbol("("), .symbol("["), .symbol("{"): return 1
    case .symbol(")"), .symbol("]"), .symbol("}"): return -1
    default: return 0
    }
  }

  /// The identifier's text, if it is one.
  var identifier: String? {
    if case .identifier(let name) = kind { return name }
    return nil
  }

  /// The token as written, for a name or a symbol (a type annotation quoted in a message).
  var text: String {
    switch kind {
    case .identifier(let name): return name
    case .symbol(let symbol): return symbol
    case .attribute(let name): return "@" + name
    case .number, .string, .newline, .end: return spelling
    }
  }

  /// How the token reads in a message.
  var spelling: String {
    switch kind {
    case .number(let value): return formatNumber(value)
    case .string: return "string literal"
    case .identifier(let name): return "'\(name)'"
    case .attribute(let name): return "'@\(name)'"
    case .symbol(let symbol): return "'\(symbol)'"
    case .newline: return "end of line"
    case .end: return "end of file"
    }
  }
}

/// A piece of a string literal.
enum StringPiece: Sendable, Equatable {
  case text(String)
  case interpolation([Token], SourceLocation)
}
