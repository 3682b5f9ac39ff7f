import LayoutCore

/// Turns script text into tokens: numbers, strings with escapes and interpolation,
/// identifiers, attributes, operators and brackets, with comments dropped and runs of line
/// breaks folded into one `newline` token. It reads Unicode scalars, so columns count scalars.
struct Lexer {
  private let characters: [Unicode.Scalar]
  /// The file's name, interned once for all its tokens.
  private let file: InternedString
  private let limits: ScriptLimits
  private var index = 0
  private var line = 1
  private var column = 1

  /// Operators by their first character, longest first so that `..<` wins over `..` and `.`.
  private static let symbols = Dictionary(grouping: [
    "...", "..<", "..", "->", "==", "!=", "<=", ">=", "&&", "||", "??", "+=", "-=", "*=", "/=",
    "+", "-", "*", "/", "%", "<", ">", "!", "?", ":", "=", ".", ",", "(", ")", "[", "]", "{", "}", ";", "\\", "&", "|",
  ]) { $0.unicodeScalars.first! }

  init(source: String, file: String, limits: ScriptLimits = .standard) {
    // Line breaks are read as "\n" whatever their spelling.
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(source.utf8.count)
    var previous: Unicode.Scalar?
    for scalar in source.unicodeScalars {
      if scalar == "\n" && previous == "\r" { previous = scalar; continue }
      scalars.append(scalar == "\r" ? "\n" : scalar)
      previous = scalar
    }
    self.characters = scalars
    self.file = InternedString(file)
    self.limits = limits
  }

  /// All tokens of the source, ending with `.end`.
  static func tokenize(_ source: String, file: String, limits: ScriptLimits = .standard) throws(Diagnostic) -> [Token] {
    var lexer = Lexer(source: source, file: file, limits: limits)
    var tokens: [Token] = []
    while true {
      let token = try lexer.next()
      if token.kind == .newline, tokens.last?.kind == .newline || tokens.isEmpty { continue }
      tokens.append(token)
      if token.kind == .end { return tokens }
    }
  }

  private var current: Unicode.Scalar? { index < characters.count ? characters[index] : nil }
  private func peek(_ offset: Int = 1) -> Unicode.Scalar? {
    index + offset < characters.count ? characters[index + offset] : nil
  }

  private static func isLineBreak(_ c: Unicode.Scalar) -> Bool { c == "\n" }
  private static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }
  private static func isHexDigit(_ c: Unicode.Scalar) -> Bool { isDigit(c) || (c >= "a" && c <= "f") || (c >= "A" && c <= "F") }
  private static func isLetter(_ c: Unicode.Scalar) -> Bool {
    (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || (c.value > 127 && c.properties.isAlphabetic)
  }
  private static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool { isLetter(c) || c == "_" || c == "$" }
  private static func isIdentifierPart(_ c: Unicode.Scalar) -> Bool {
    isIdentifierStart(c) || isDigit(c) || (c.value > 127 && c.properties.numericType != nil)
  }

  private mutating func advance() {
    guard let c = current else { return }
    index += 1
    if Self.isLineBreak(c) {
      line += 1
      column = 1
    } else {
      column += 1
    }
  }

  private func here(length: Int = 1) -> SourceLocation {
    SourceLocation(fileName: file, line: line, column: column, length: length)
  }

  private func span(from start: SourceLocation) -> SourceLocation {
    SourceLocation(fileName: file, line: start.line, column: start.column,
                   length: line == start.line ? column - start.column : 1)
  }

  /// The next token.
  mutating func next() throws(Diagnostic) -> Token {
    try skipSpaceAndComments()
    let start = here()
    guard let c = current else { return Token(kind: .end, location: start) }
    if Self.isLineBreak(c) {
      advance()
      return Token(kind: .newline, location: start)
    }
    if Self.isDigit(c) { return try number(from: start) }
    if c == "\"" { return Token(kind: .string(try string(from: start)), location: span(from: start)) }
    if Self.isIdentifierStart(c) {
      let name = identifier()
      return Token(kind: .identifier(name), location: span(from: start))
    }
    if c == "@", let next = peek(), Self.isLetter(next) || next == "_" {
      advance()
      return Token(kind: .attribute(identifier()), location: span(from: start))
    }
    // `#selector`, `#Preview`: Swift directives, read as names so pasted code parses (and fails plainly if used).
    if c == "#", let next = peek(), Self.isLetter(next) {
      advance()
      return Token(kind: .identifier("#" + identifier()), location: span(from: start))
    }
    if c == "`" {
      advance()
      let name = identifier()
      guard current == "`" else { throw Diagnostic("unterminated `identifier`", at: span(from: start)) }
      advance()
      return Token(kind: .identifier(name), location: span(from: start))
    }
    for symbol in Self.symbols[c] ?? [] where matches(symbol) {
      symbol.forEach { _ in advance() }
      return Token(kind: .symbol(symbol), location: span(from: start))
    }
    let description = c.value >= 32 && c.value < 127
      ? "'\(c)'" : "U+\(String(c.value, radix: 16, uppercase: true))"
    throw Diagnostic("unexpected character \(description)", at: start,
                     hint: c == "'" ? "strings are written in double quotes" : nil)
  }

  private func matches(_ symbol: String) -> Bool {
    var offset = 0
    for expected in symbol.unicodeScalars {
      if peek(offset) != expected { return false }
      offset += 1
    }
    return true
  }

  private mutating func identifier() -> String {
    let start = index
    while let c = current, Self.isIdentifierPart(c) { advance() }
    return Self.text(characters[start..<index])
  }

  /// The text of `scalars`: decoded from bytes at once when they are ASCII, as names nearly
  /// always are, instead of appended one scalar at a time.
  private static func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    guard scalars.allSatisfy(\.isASCII) else { return String(String.UnicodeScalarView(scalars)) }
    return String(unsafeUninitializedCapacity: scalars.count) { buffer in
      for (offset, scalar) in scalars.enumerated() { buffer[offset] = UInt8(truncatingIfNeeded: scalar.value) }
      return scalars.count
    }
  }

  private mutating func skipSpaceAndComments() throws(Diagnostic) {
    while let c = current {
      if c == " " || c == "\t" || c == "\u{FEFF}" {
        advance()
      } else if c == "/", peek() == "/" {
        while let c = current, !Self.isLineBreak(c) { advance() }
      } else if c == "/", peek() == "*" {
        try blockComment()
      } else {
        return
      }
    }
  }

  /// A `/* … */` comment; they nest.
  private mutating func blockComment() throws(Diagnostic) {
    let start = here(length: 2)
    var depth = 0
    repeat {
      if current == nil { throw Diagnostic("unterminated comment", at: start, hint: "close it with '*/'") }
      if current == "/", peek() == "*" {
        depth += 1
        advance()
      } else if current == "*", peek() == "/" {
        depth -= 1
        advance()
      }
      advance()
    } while depth > 0
  }

  private mutating func number(from start: SourceLocation) throws(Diagnostic) -> Token {
    var text = ""
    func digits(_ lexer: inout Lexer) {
      while let c = lexer.current, Lexer.isDigit(c) || c == "_" {
        if c != "_" { text.unicodeScalars.append(c) }
        lexer.advance()
      }
    }
    digits(&self)
    if current == ".", let next = peek(), Self.isDigit(next) {
      text.append(".")
      advance()
      digits(&self)
    }
    if current == "e" || current == "E", let next = peek(), Self.isDigit(next) || next == "-" || next == "+" {
      text.append("e")
      advance()
      if let sign = current, sign == "-" || sign == "+" {
        text.unicodeScalars.append(sign)
        advance()
      }
      digits(&self)
    }
    guard let value = Double(text) else { throw Diagnostic("invalid number '\(text)'", at: span(from: start)) }
    if text == "0", current == "x", let next = peek(), Self.isHexDigit(next) {
      return try hexadecimal(from: start)
    }
    if let c = current, Self.isLetter(c) || c == "_" {
      throw Diagnostic("invalid character '\(c)' in number", at: here())
    }
    return Token(kind: .number(value), location: span(from: start))
  }

  /// `0x1F600` after its `0`: a hexadecimal integer. An address and a type (`0x7f9a…:UIView`,
  /// what SwiftLayout's ViewPrinter prints) is named as such.
  private mutating func hexadecimal(from start: SourceLocation) throws(Diagnostic) -> Token {
    advance()
    var digits = ""
    while let c = current, Self.isHexDigit(c) || c == "_" {
      if c != "_" { digits.unicodeScalars.append(c) }
      advance()
    }
    if current == ":", let next = peek(), Self.isIdentifierStart(next) {
      throw Diagnostic("an address is not part of a script", at: span(from: start),
                       hint: "an address and a type (`0x01234567890:UIView`) is what SwiftLayout's ViewPrinter prints, "
                         + "not code: paste the layout it stands for (`contentView.sl.sublayout { firstNameLabel }`)")
    }
    guard digits.count <= 13, let value = UInt64(digits, radix: 16) else {
      throw Diagnostic("the hexadecimal number 0x\(digits) is too large", at: span(from: start))
    }
    if let c = current, Self.isLetter(c) { throw Diagnostic("invalid character '\(c)' in number", at: here()) }
    return Token(kind: .number(Double(value)), location: span(from: start))
  }

  /// A string literal after its opening quote, with escapes and interpolations.
  private mutating func string(from start: SourceLocation) throws(Diagnostic) -> [StringPiece] {
    advance()
    var pieces: [StringPiece] = []
    var text = ""
    var length = 0
    func unterminated(_ lexer: Lexer) -> Diagnostic {
      Diagnostic("unterminated string literal", at: SourceLocation(
        fileName: lexer.file, line: start.line, column: start.column,
        length: lexer.line == start.line ? lexer.column - start.column : 1), hint: "close it with '\"' on the same line")
    }
    while true {
      guard let c = current, !Self.isLineBreak(c) else { throw unterminated(self) }
      length += 1
      if length > limits.stringLength {
        throw Diagnostic("string literal longer than the limit of \(limits.stringLength) characters", at: start)
      }
      switch c {
      case "\"":
        advance()
        if !text.isEmpty || pieces.isEmpty { pieces.append(.text(text)) }
        return pieces
      case "\\":
        let escapeStart = here(length: 2)
        advance()
        guard let e = current, !Self.isLineBreak(e) else { throw unterminated(self) }
        advance()
        switch e {
        case "n": text.append("\n")
        case "t": text.append("\t")
        case "r": text.append("\r")
        case "0": text.append("\0")
        case "\\", "\"", "'": text.unicodeScalars.append(e)
        case "u": text.unicodeScalars.append(try unicodeEscape(escapeStart))
        case "(":
          if !text.isEmpty { pieces.append(.text(text)) }
          text = ""
          pieces.append(.interpolation(try interpolation(escapeStart), escapeStart))
        default:
          throw Diagnostic("invalid escape sequence '\\\(e)'", at: escapeStart,
                           hint: "the escapes are \\n \\t \\r \\0 \\\\ \\\" \\' \\u{…} and \\( … )")
        }
      default:
        // A run of plain characters at once; the length check above sees it on the next turn.
        let run = index
        while let next = current, next != "\"", next != "\\", !Self.isLineBreak(next) { advance() }
        length += index - run - 1
        text += Self.text(characters[run..<index])
      }
    }
  }

  /// `\u{41}` after its `\u`.
  private mutating func unicodeEscape(_ start: SourceLocation) throws(Diagnostic) -> Unicode.Scalar {
    guard current == "{" else { throw Diagnostic("expected '{' after \\u", at: start) }
    advance()
    var hex = ""
    while let c = current, Self.isHexDigit(c) { hex.unicodeScalars.append(c); advance() }
    guard current == "}", let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
      throw Diagnostic("invalid unicode escape", at: start, hint: "write it as \\u{1F600}")
    }
    advance()
    return scalar
  }

  /// The tokens of `\( … )` after its `(`, up to the matching `)`.
  private mutating func interpolation(_ start: SourceLocation) throws(Diagnostic) -> [Token] {
    var tokens: [Token] = []
    var depth = 0
    while true {
      let token = try next()
      switch token.kind {
      case .end, .newline:
        throw Diagnostic("unterminated string interpolation", at: start, hint: "close it with ')'")
      case .symbol("("):
        depth += 1
      case .symbol(")"):
        if depth == 0 {
          tokens.append(Token(kind: .end, location: token.location))
          return tokens
        }
        depth -= 1
      default:
        break
      }
      tokens.append(token)
    }
  }
}
