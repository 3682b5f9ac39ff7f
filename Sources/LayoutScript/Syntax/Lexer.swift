import LayoutCore

/// Turns script text into tokens: numbers, strings with escapes and interpolation,
/// identifiers, attributes, operators and brackets, with comments dropped and runs of line
/// breaks folded into one `newline` token. It reads the source's UTF-8 bytes where it stands,
/// so a copy of it is a place to lex again from (`TokenStream`); columns count Unicode scalars,
/// and `\r\n` and `\r` are line breaks like `\n`.
struct Lexer {
  /// The source's UTF-8 bytes.
  let bytes: [UInt8]
  /// The file's name, interned once for all its tokens.
  private let file: InternedString
  private let limits: ScriptLimits
  private var index = 0
  private var line = 1
  private var column = 1
  /// True at the start and after a line break token: a line break here adds no token.
  private var afterNewline = true
  /// The kind of the last token given: whether a `/` may open a regex literal (`regexLiteral`).
  private var lastKind: Token.Kind = .newline
  /// The tokens a regex literal reads as, after its first (`regexLiteral`).
  private var pending: [Token] = []
  /// The `#`s around the raw string being read (`#"…"#`: 1), 0 in a plain literal.
  private var rawHashes = 0
  /// The `#if` blocks open here, innermost last (`Lexer+Conditionals.swift`).
  var conditionals: [ConditionalBlock] = []
  /// The directives of the branches of top-level `#if` blocks that left code out, in order
  /// (`` `#if os(macOS)` ``): what a file whose code is all another platform's holds.
  var leftOutConditions: [String] = []
  /// The build whose answers `#if` takes (an iPhone simulator's unless the file is read again as another
  /// platform's or with the app's flags set).
  var build = BuildConfiguration.iPhoneSimulator

  /// Operators by their first byte, longest first so that `..<` wins over `..` and `.`.
  private static let symbols = Dictionary(grouping: [
    "...", "..<", "===", "!==", "..", "->", "==", "!=", "<=", ">=", "&&", "||", "??", "+=", "-=", "*=", "/=", "&=", "|=", "^=",
    "+", "-", "*", "/", "%", "<", ">", "!", "?", ":", "=", ".", ",", "(", ")", "[", "]", "{", "}", ";", "\\", "&", "|", "^", "~",
  ]) { $0.utf8.first! }

  init(source: String, file: String, limits: ScriptLimits = .standard, build: BuildConfiguration = .iPhoneSimulator) {
    self.bytes = Array(source.utf8)
    self.file = InternedString(file)
    self.limits = limits
    self.build = build
  }

  /// All tokens of the source, ending with `.end`: for the short texts read whole (a prompt
  /// line, a look at a file's shape); a script's parser reads a `TokenStream` instead.
  static func tokenize(_ source: String, file: String, limits: ScriptLimits = .standard) throws(Diagnostic) -> [Token] {
    var lexer = Lexer(source: source, file: file, limits: limits)
    var tokens: [Token] = []
    while true {
      let token = try lexer.token()
      tokens.append(token)
      if token.kind == .end { return tokens }
    }
  }

  /// The next token; a line break right after another or at the start adds none.
  mutating func token() throws(Diagnostic) -> Token {
    while true {
      let token = try next()
      lastKind = token.kind
      if case .identifier(let name) = token.kind, name.utf8.first == 0x23, try conditionalDirective(name, at: token.location) { continue }
      if !conditionals.isEmpty {
        if token.kind == .end, let open = openConditionalError { throw open }
        if !conditionals[conditionals.count - 1].isActive {
          if token.kind != .newline, !conditionals[0].isActive { conditionals[0].leftOutCode = true }
          continue
        }
      }
      let isNewline = token.kind == .newline
      defer { afterNewline = isNewline }
      if !isNewline || !afterNewline { return token }
    }
  }

  // MARK: Reading bytes

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private func byte(at offset: Int) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  /// True when the byte `offset` bytes ahead is the ASCII character `ascii`.
  private func sees(_ ascii: Unicode.Scalar, at offset: Int = 0) -> Bool {
    byte(at: offset) == UInt8(ascii.value)
  }

  /// The characters of an editor placeholder `<#…#>` starting here, on one line; nil when none does.
  private func editorPlaceholderLength() -> Int? {
    var offset = 2
    while let c = byte(at: offset), !Self.isLineBreak(c) {
      if c == UInt8(ascii: "#"), byte(at: offset + 1) == UInt8(ascii: ">") { return offset > 2 ? offset + 2 : nil }
      offset += 1
    }
    return nil
  }

  /// The number of `#`s that open a raw string here (`#"`, `##"""`), nil when none does.
  private func rawStringDelimiter() -> Int? {
    var hashes = 0
    while sees("#", at: hashes) { hashes += 1 }
    return sees("\"", at: hashes) ? hashes : nil
  }

  /// True when the raw string delimiter's `#`s (none in a plain literal) are `offset` bytes ahead.
  private func seesRawHashes(at offset: Int) -> Bool {
    (0..<rawHashes).allSatisfy { sees("#", at: offset + $0) }
  }

  /// The Unicode scalar that starts `offset` bytes ahead (the source is valid UTF-8).
  private func scalar(at offset: Int = 0) -> Unicode.Scalar? {
    guard let lead = byte(at: offset) else { return nil }
    let length = Self.scalarLength(lead)
    var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0x7F >> length)
    for next in 1..<length {
      value = value << 6 | UInt32((byte(at: offset + next) ?? 0x80) & 0x3F)
    }
    return Unicode.Scalar(value)
  }

  /// How many bytes the UTF-8 sequence led by `lead` takes.
  private static func scalarLength(_ lead: UInt8) -> Int {
    lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
  }

  private static func isLineBreak(_ c: UInt8) -> Bool { c == 0x0A || c == 0x0D }
  private static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
  private static func isHexDigit(_ c: UInt8) -> Bool { isDigit(c) || (c | 0x20 >= 0x61 && c | 0x20 <= 0x66) }
  private static func isASCIILetter(_ c: UInt8) -> Bool { c | 0x20 >= 0x61 && c | 0x20 <= 0x7A }

  /// True when a letter starts `offset` bytes ahead.
  private func isLetter(at offset: Int = 0) -> Bool {
    guard let c = byte(at: offset) else { return false }
    if c < 0x80 { return Self.isASCIILetter(c) }
    return scalar(at: offset)?.properties.isAlphabetic ?? false
  }

  private func isIdentifierStart(at offset: Int = 0) -> Bool {
    if sees("_", at: offset) || sees("$", at: offset) || isLetter(at: offset) { return true }
    guard let c = byte(at: offset), c >= 0x80, let scalar = scalar(at: offset) else { return false }
    return Self.swiftIdentifierHeads.contains { $0.contains(scalar.value) }
  }

  private func isIdentifierPart(at offset: Int = 0) -> Bool {
    guard let c = byte(at: offset) else { return false }
    if Self.isDigit(c) || isIdentifierStart(at: offset) { return true }
    guard c >= 0x80, let scalar = scalar(at: offset) else { return false }
    return scalar.properties.numericType != nil || Self.swiftIdentifierCharacters.contains { $0.contains(scalar.value) }
  }

  /// The characters beyond ASCII that may start a Swift identifier, as The Swift Programming
  /// Language's lexical grammar lists them ("Identifiers", identifier-head): letters of every
  /// script, and the emoji planes, so `let 👦🏼 = "👦🏼"` declares a name.
  private static let swiftIdentifierHeads: [ClosedRange<UInt32>] = [
    0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6,
    0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D,
    0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF,
    0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
    0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0xEFFFD,
  ]

  /// The characters beyond ASCII that may follow a Swift identifier's first (identifier-character:
  /// the combining marks), besides digits and the heads.
  private static let swiftIdentifierCharacters: [ClosedRange<UInt32>] = [0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F]

  /// Moves past one character: a whole UTF-8 sequence, or a line break (`\r\n` is one).
  private mutating func advance() {
    guard let c = current else { return }
    if Self.isLineBreak(c) {
      index += c == 0x0D && byte(at: 1) == 0x0A ? 2 : 1
      line += 1
      column = 1
    } else {
      index += Self.scalarLength(c)
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

  /// The text of the bytes from `start` to here.
  private func text(from start: Int) -> String {
    String(decoding: bytes[start..<index], as: UTF8.self)
  }

  // MARK: Tokens

  /// The next token, line breaks each as one.
  mutating func next() throws(Diagnostic) -> Token {
    if !pending.isEmpty { return pending.removeFirst() }
    try skipSpaceAndComments()
    let start = here()
    guard let c = current else { return Token(kind: .end, location: start) }
    if Self.isLineBreak(c) {
      advance()
      return Token(kind: .newline, location: start)
    }
    if Self.isDigit(c) { return try number(from: start) }
    if sees("\"") { return Token(kind: .string(try string(from: start)), location: span(from: start)) }
    if sees("#"), let hashes = rawStringDelimiter() {
      // A raw string (`#"C:\path"#`, `#"""…"""#`): `\` is a backslash unless the delimiter's
      // `#`s follow it (`\#(value)`), and a quote closes the literal only with them after it.
      for _ in 0..<hashes { advance() }
      rawHashes = hashes
      defer { rawHashes = 0 }
      return Token(kind: .string(try string(from: start)), location: span(from: start))
    }
    if isIdentifierStart() {
      let name = identifier()
      if sees(":"), sees(":", at: 1), isIdentifierStart(at: 2) {
        // A module selector (`QuickLayout::VStack`, Swift 6.2): the name it qualifies.
        advance()
        advance()
        return try next()
      }
      return Token(kind: .identifier(name), location: span(from: start))
    }
    if sees("@"), isLetter(at: 1) || sees("_", at: 1) {
      advance()
      return Token(kind: .attribute(identifier()), location: span(from: start))
    }
    // `#selector`, `#Preview`: Swift directives, read as names so pasted code parses (and fails plainly if used).
    if sees("#"), isLetter(at: 1) {
      advance()
      return Token(kind: .identifier("#" + identifier()), location: span(from: start))
    }
    if sees("<"), sees("#", at: 1), let length = editorPlaceholderLength() {
      // Xcode's editor placeholder (`<#Shared<SyncUp>#>`, `<#code#>`) in tutorial code: a name
      // standing for what is to be written there, a placeholder (Swift refuses to compile one).
      let begin = index
      while index < begin + length { advance() }
      return Token(kind: .identifier(text(from: begin)), location: span(from: start))
    }
    if sees("`") {
      advance()
      let name = identifier()
      guard sees("`") else { throw Diagnostic("unterminated `identifier`", at: span(from: start)) }
      advance()
      return Token(kind: .identifier(name), location: span(from: start))
    }
    if current == 0xE2, byte(at: 1) == 0x80, byte(at: 2) == 0xA6 {
      // U+2026 `…`, which pasted docs write for code left out (`SyncUpFormView(…)`): Swift has no
      // such operator, so it is a symbol of its own that only an elision reads (`Parser+Elisions`).
      advance()  // one character, its three bytes
      return Token(kind: .symbol("…"), location: span(from: start))
    }
    if sees("/"), let regex = regexLiteral(from: start) { return regex }
    for symbol in Self.symbols[c] ?? [] where matches(symbol) {
      symbol.utf8.forEach { _ in advance() }
      return Token(kind: .symbol(symbol), location: span(from: start))
    }
    throw unexpectedCharacter(at: start)
  }

  /// A regex literal `/[A-Z]+/` (SE-0354), read as `Regex("[A-Z]+")`: where an operand begins
  /// (not after a name, a literal or a closing bracket, so `a / b` stays a division), a `/` not
  /// followed by a space, `/`, `*` or `=`, closed by a `/` on the same line (a `\` escaping the
  /// next character, a `[…]` class holding any). Nil, reading nothing, for anything else.
  private mutating func regexLiteral(from start: SourceLocation) -> Token? {
    switch lastKind {
    case .number, .string, .end: return nil
    case .identifier(let name) where !["return", "in", "case", "where", "if", "guard", "while", "try", "await", "let", "var"].contains(name):
      return nil
    case .symbol(let symbol) where [")", "]", "}"].contains(symbol): return nil
    default: break
    }
    guard let next = byte(at: 1), ![0x20, 0x09, 0x0A, 0x0D, 0x2F, 0x2A, 0x3D].contains(next) else { return nil }
    var offset = 1
    var inClass = false
    while let byte = byte(at: offset), byte != 0x0A, byte != 0x0D {
      if byte == 0x5C { offset += 2; continue }  // `\/`, `\d`
      if byte == 0x5B { inClass = true } else if byte == 0x5D { inClass = false }
      if byte == 0x2F, !inClass, offset > 1 {
        let pattern = String(decoding: bytes[(index + 1)..<(index + offset)], as: UTF8.self)
        for _ in 0...offset { advance() }
        let location = span(from: start)
        pending = [Token(kind: .symbol("("), location: location), Token(kind: .string([.text(pattern)]), location: location),
                   Token(kind: .symbol(")"), location: location)]
        return Token(kind: .identifier("Regex"), location: location)
      }
      offset += 1
    }
    return nil
  }

  private func unexpectedCharacter(at start: SourceLocation) -> Diagnostic {
    let c = scalar() ?? "?"
    let description = c.value >= 32 && c.value < 127 ? "'\(c)'" : "U+\(String(c.value, radix: 16, uppercase: true))"
    return Diagnostic("unexpected character \(description)", at: start, hint: c == "'" ? "strings are written in double quotes" : nil)
  }

  private func matches(_ symbol: String) -> Bool {
    symbol.utf8.enumerated().allSatisfy { offset, expected in byte(at: offset) == expected }
  }

  private mutating func identifier() -> String {
    let start = index
    while isIdentifierPart() { advance() }
    return text(from: start)
  }

  private mutating func skipSpaceAndComments() throws(Diagnostic) {
    while let c = current {
      if sees(" ") || sees("\t") || (c == 0xEF && byte(at: 1) == 0xBB && byte(at: 2) == 0xBF) {
        advance()
      } else if sees("/"), sees("/", at: 1) {
        while let c = current, !Self.isLineBreak(c) { advance() }
      } else if sees("/"), sees("*", at: 1) {
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
      if sees("/"), sees("*", at: 1) {
        depth += 1
        advance()
      } else if sees("*"), sees("/", at: 1) {
        depth -= 1
        advance()
      }
      advance()
    } while depth > 0
  }

  private mutating func number(from start: SourceLocation) throws(Diagnostic) -> Token {
    var text = ""
    func digits(_ lexer: inout Lexer) {
      while let c = lexer.current, Lexer.isDigit(c) || c == UInt8(ascii: "_") {
        if c != UInt8(ascii: "_") { text.unicodeScalars.append(Unicode.Scalar(c)) }
        lexer.advance()
      }
    }
    digits(&self)
    if sees("."), let next = byte(at: 1), Self.isDigit(next) {
      text.append(".")
      advance()
      digits(&self)
    }
    if sees("e") || sees("E"), let next = byte(at: 1), Self.isDigit(next) || next == UInt8(ascii: "-") || next == UInt8(ascii: "+") {
      text.append("e")
      advance()
      if sees("-") || sees("+") {
        text.unicodeScalars.append(Unicode.Scalar(current!))
        advance()
      }
      digits(&self)
    }
    guard let value = Double(text) else { throw Diagnostic("invalid number '\(text)'", at: span(from: start)) }
    if text == "0", sees("x"), let next = byte(at: 1), Self.isHexDigit(next) {
      return try hexadecimal(from: start)
    }
    if text == "0", sees("b") || sees("o"), let next = byte(at: 1), Self.isDigit(next) {
      return try binaryOrOctal(from: start)
    }
    if isLetter() || sees("_") {
      throw Diagnostic("invalid character '\(scalar()!)' in number", at: here())
    }
    return Token(kind: .number(value), location: span(from: start))
  }

  /// `0b1010` or `0o17` after its `0`: a binary or octal integer, `_` separating digits.
  private mutating func binaryOrOctal(from start: SourceLocation) throws(Diagnostic) -> Token {
    let radix = sees("b") ? 2 : 8
    advance()
    var digits = ""
    while let c = current, Self.isDigit(c) || c == UInt8(ascii: "_") {
      if c != UInt8(ascii: "_") { digits.unicodeScalars.append(Unicode.Scalar(c)) }
      advance()
    }
    guard digits.count <= 52, let value = UInt64(digits, radix: radix), !isLetter() else {
      throw Diagnostic("invalid \(radix == 2 ? "binary" : "octal") number", at: span(from: start))
    }
    return Token(kind: .number(Double(value)), location: span(from: start))
  }

  /// `0x1F600` after its `0`: a hexadecimal integer. An address and a type (`0x7f9a…:UIView`,
  /// what SwiftLayout's ViewPrinter prints) is named as such.
  private mutating func hexadecimal(from start: SourceLocation) throws(Diagnostic) -> Token {
    advance()
    var digits = ""
    while let c = current, Self.isHexDigit(c) || c == UInt8(ascii: "_") {
      if c != UInt8(ascii: "_") { digits.unicodeScalars.append(Unicode.Scalar(c)) }
      advance()
    }
    if sees(":"), isIdentifierStart(at: 1) {
      throw Diagnostic("an address is not part of a script", at: span(from: start),
                       hint: "an address and a type (`0x01234567890:UIView`) is what SwiftLayout's ViewPrinter prints, "
                         + "not code: paste the layout it stands for (`contentView.sl.sublayout { firstNameLabel }`)")
    }
    guard digits.count <= 13, let value = UInt64(digits, radix: 16) else {
      throw Diagnostic("the hexadecimal number 0x\(digits) is too large", at: span(from: start))
    }
    if isLetter() { throw Diagnostic("invalid character '\(scalar()!)' in number", at: here()) }
    return Token(kind: .number(Double(value)), location: span(from: start))
  }

  /// A string literal after its opening quote, with escapes and interpolations.
  private mutating func string(from start: SourceLocation) throws(Diagnostic) -> [StringPiece] {
    if sees("\"", at: 1), sees("\"", at: 2) { return try multilineString(from: start) }
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
      if sees("\""), seesRawHashes(at: 1) {
        for _ in 0...rawHashes { advance() }
        if !text.isEmpty || pieces.isEmpty { pieces.append(.text(text)) }
        return pieces
      } else if sees("\\"), seesRawHashes(at: 1) {
        try escape(into: &text, pieces: &pieces, unterminated: unterminated)
      } else if sees("\"") || sees("\\") {
        text.unicodeScalars.append(scalar() ?? " ")  // a quote or a backslash of a raw string
        advance()
      } else {
        // A run of plain characters at once; the length check above sees it on the next turn.
        let run = index
        let runStart = column
        while let next = current, next != UInt8(ascii: "\""), next != UInt8(ascii: "\\"), !Self.isLineBreak(next) { advance() }
        length += column - runStart - 1
        text += self.text(from: run)
      }
    }
  }

  /// A `"""` literal at its opening delimiter: the lines between the delimiters, each without
  /// the closing delimiter's indentation, joined by line breaks (Swift's multi-line string
  /// literal); escapes and interpolations as in a one-line literal.
  private mutating func multilineString(from start: SourceLocation) throws(Diagnostic) -> [StringPiece] {
    let unterminated = Diagnostic("unterminated multi-line string literal", at: start, hint: "close it with '\"\"\"' on a line of its own")
    for _ in 0..<3 { advance() }
    while sees(" ") || sees("\t") { advance() }
    guard let c = current, Self.isLineBreak(c) else {
      throw Diagnostic("a multi-line string starts on the line after its '\"\"\"'", at: start, hint: "break the line after '\"\"\"'")
    }
    advance()
    let indentation = try closingIndentation(orThrow: unterminated)
    var pieces: [StringPiece] = []
    var text = ""
    var length = 0
    var firstLine = true
    var continuesLine = false
    while true {
      var skipped = 0
      while skipped < indentation, sees(" ") || sees("\t") {
        advance()
        skipped += 1
      }
      if sees("\""), sees("\"", at: 1), sees("\"", at: 2), seesRawHashes(at: 3) {
        for _ in 0..<(3 + rawHashes) { advance() }
        if !text.isEmpty || pieces.isEmpty { pieces.append(.text(text)) }
        return pieces
      }
      if !firstLine && !continuesLine { text.append("\n") }
      firstLine = false
      continuesLine = false
      while let next = current, !Self.isLineBreak(next) {
        length += 1
        if length > limits.stringLength {
          throw Diagnostic("string literal longer than the limit of \(limits.stringLength) characters", at: start)
        }
        if sees("\\"), seesRawHashes(at: 1), endsLine(after: 1 + rawHashes) {
          // A backslash that ends a line joins the next one to it (Swift's line continuation).
          continuesLine = true
          while let c = current, !Self.isLineBreak(c) { advance() }
        } else if sees("\\"), seesRawHashes(at: 1) {
          try escape(into: &text, pieces: &pieces) { _ in unterminated }
        } else {
          text.unicodeScalars.append(scalar() ?? " ")
          advance()
        }
      }
      guard current != nil else { throw unterminated }
      advance()
    }
  }

  /// True when nothing but spaces and tabs stands between `offset` bytes ahead and the line's end.
  private func endsLine(after offset: Int) -> Bool {
    var offset = offset
    while byte(at: offset) == 0x20 || byte(at: offset) == 0x09 { offset += 1 }
    return byte(at: offset).map(Self.isLineBreak) ?? true
  }

  /// How far the closing `"""` of the multi-line literal starting here is indented: the
  /// whitespace each of its lines loses.
  private func closingIndentation(orThrow unterminated: Diagnostic) throws(Diagnostic) -> Int {
    var offset = 0
    while byte(at: offset) != nil {
      var indentation = 0
      while byte(at: offset) == 0x20 || byte(at: offset) == 0x09 {
        offset += 1
        indentation += 1
      }
      if byte(at: offset) == 0x22, byte(at: offset + 1) == 0x22, byte(at: offset + 2) == 0x22 { return indentation }
      while let c = byte(at: offset), !Self.isLineBreak(c) { offset += 1 }
      offset += 1
    }
    throw unterminated
  }

  /// An escape in a string literal, at its backslash: the character it stands for added to
  /// `text`, or an interpolation added to `pieces` after the text before it.
  private mutating func escape(into text: inout String, pieces: inout [StringPiece],
                               unterminated: (Lexer) -> Diagnostic) throws(Diagnostic) {
    let escapeStart = here(length: 2 + rawHashes)
    for _ in 0...rawHashes { advance() }
    guard let c = current, !Self.isLineBreak(c), let e = scalar() else { throw unterminated(self) }
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
  }

  /// `\u{41}` after its `\u`.
  private mutating func unicodeEscape(_ start: SourceLocation) throws(Diagnostic) -> Unicode.Scalar {
    guard sees("{") else { throw Diagnostic("expected '{' after \\u", at: start) }
    advance()
    var hex = ""
    while let c = current, Self.isHexDigit(c) { hex.unicodeScalars.append(Unicode.Scalar(c)); advance() }
    guard sees("}"), let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
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
