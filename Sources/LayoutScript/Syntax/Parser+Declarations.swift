import LayoutCore

extension Parser {
  /// `extension VerticalAlignment { static let NAME = … }` (or HorizontalAlignment): custom alignments.
  mutating func alignmentExtension() throws(Diagnostic) -> Statement {
    advance()
    let (typeName, typeLocation) = try expectIdentifier("expected a type name after 'extension'")
    guard typeName == "VerticalAlignment" || typeName == "HorizontalAlignment" else {
      throw Diagnostic("only extensions of VerticalAlignment and HorizontalAlignment are supported", at: typeLocation,
                       hint: "declare custom alignments as `extension VerticalAlignment { static let name = … }`")
    }
    var alignments: [AlignmentMember] = []
    var nestedIDs: [Statement] = []
    try members(of: typeName) { (parser: inout Parser) throws(Diagnostic) in
      if parser.current.isWord("struct") || parser.current.isWord("enum") {
        nestedIDs.append(try parser.alignmentIDDeclaration())
        return
      }
      guard parser.current.isWord("let") || parser.current.isWord("var") else {
        throw Diagnostic("expected `static let NAME = \(typeName)…` in the extension, found \(parser.current.spelling)",
                         at: parser.current.location)
      }
      parser.advance()
      let (name, location) = try parser.expectIdentifier("expected an alignment name")
      if parser.current.isSymbol(":") {
        parser.advance()
        try parser.skipType()
      }
      try parser.expect("=", "expected '=' after '\(name)'")
      parser.skipNewlines()
      alignments.append(AlignmentMember(name: name, value: try parser.expression(), location: location))
    }
    let declaration = Statement.alignmentExtension(axisType: typeName, alignments: alignments, typeLocation)
    return nestedIDs.isEmpty ? declaration : .declarations(nestedIDs + [declaration], typeLocation)
  }

  /// `struct NAME: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { … } }`.
  mutating func alignmentIDDeclaration() throws(Diagnostic) -> Statement {
    advance()
    let (name, location) = try expectIdentifier("expected a type name")
    let conformances = try inheritance()
    guard conformances.contains("AlignmentID") else {
      throw Diagnostic("only types conforming to AlignmentID are supported", at: location,
                       hint: "write `struct \(name): AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { … } }`")
    }
    var defaultValue: Closure?
    try members(of: name) { (parser: inout Parser) throws(Diagnostic) in
      guard parser.current.isWord("func") else {
        throw Diagnostic("expected `static func defaultValue(in context: ViewDimensions) -> CGFloat`, found \(parser.current.spelling)",
                         at: parser.current.location)
      }
      let function = try parser.functionDeclaration()
      guard function.name == "defaultValue", function.parameters.count == 1 else {
        throw Diagnostic("an AlignmentID needs exactly `static func defaultValue(in context: ViewDimensions) -> CGFloat`",
                         at: function.location)
      }
      defaultValue = Closure(parameters: [function.parameters[0].name], body: function.body, location: function.location)
    }
    guard let defaultValue else {
      throw Diagnostic("'\(name)' has no defaultValue(in:)", at: location,
                       hint: "add `static func defaultValue(in context: ViewDimensions) -> CGFloat { … }`")
    }
    return .alignmentID(name: name, defaultValue: defaultValue, location)
  }

  /// The superclass and protocols after a type's name: `: UIView, Sendable`.
  /// A generic parameter clause before it (`<Content: View>`), attributes in the list
  /// (`@preconcurrency`, `@unchecked Sendable`), qualified and generic names and a `where`
  /// clause after it are read past.
  mutating func inheritance() throws(Diagnostic) -> [String] {
    var names: [String] = []
    if current.isSymbol("<") { try skipGenericClause() }
    if current.isSymbol(":") {
      repeat {
        advance()
        skipNewlines()
        while case .attribute = current.kind { advance() }
        var name = try expectIdentifier("expected a superclass or protocol name").0
        while current.isSymbol("."), let member = peek().identifier {
          name = member
          advance()
          advance()
        }
        if current.isSymbol("<") { try skipGenericClause() }
        names.append(typeAliases[name] ?? name)
      } while current.isSymbol(",") || current.isSymbol("&")  // `UIImagePickerControllerDelegate & UINavigationControllerDelegate`
    }
    if current.kind == .newline, afterNewlines().isWord("where") { skipNewlines() }  // `struct Results<T>: View` then `where` on its own line
    if current.isWord("where") {
      while !current.isSymbol("{"), current.kind != .end { advance() }
    }
    if names.contains("View"), !inClass { declaresSwiftUIView = true }
    return names
  }

  /// Skips `<…>`, nested ones too.
  mutating func skipGenericClause() throws(Diagnostic) {
    let open = current.location
    var depth = 0
    repeat {
      if current.kind == .end { throw Diagnostic("missing '>' to close this generic parameter list", at: open) }
      if current.isSymbol("<") { depth += 1 }
      if current.isSymbol(">") { depth -= 1 }
      advance()
    } while depth > 0
  }

  /// The members of a type body `{ … }`, each parsed by `member` after its modifiers. The brace
  /// may open the line after the type's name (`struct PauseView: View` then `{`, Allman style).
  mutating func members(of typeName: String, _ member: (inout Parser) throws(Diagnostic) -> Void) throws(Diagnostic) {
    skipNewlinesBeforeBrace()
    let open = try expect("{", "expected '{' after '\(typeName)'")
    try descend(at: open.location)
    defer { depth -= 1 }
    skipSeparators()
    while !current.isSymbol("}") {
      guard current.kind != .end else { throw Diagnostic("missing '}' to close '\(typeName)'", at: open.location) }
      let (start, savedDepth, savedTrailing) = (index, depth, allowsTrailingClosure)
      do throws(Diagnostic) {
        try skipDeclarationModifiers()
        try member(&self)
        try endOfStatement()
      } catch {
        // Report it and go on with the next member, so a type shows every error it has.
        diagnostics.append(error)
        guard diagnostics.count < Self.maximumErrors else { throw error }
        (index, depth, allowsTrailingClosure) = (start, savedDepth, savedTrailing)
        skipStatement(closingBraceEnds: true)
      }
      skipSeparators()
    }
    advance()
  }
}
