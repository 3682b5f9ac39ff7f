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
    try members(of: typeName) { (parser: inout Parser) throws(Diagnostic) in
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
    return .alignmentExtension(axisType: typeName, alignments: alignments, typeLocation)
  }

  /// `struct NAME: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { … } }`.
  mutating func alignmentIDDeclaration() throws(Diagnostic) -> Statement {
    advance()
    let (name, location) = try expectIdentifier("expected a type name")
    var conformances: [String] = []
    if current.isSymbol(":") {
      repeat {
        advance()
        conformances.append(try expectIdentifier("expected a protocol name").0)
      } while current.isSymbol(",")
    }
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

  /// The members of a type body `{ … }`, each parsed by `member` after its modifiers.
  private mutating func members(of typeName: String, _ member: (inout Parser) throws(Diagnostic) -> Void) throws(Diagnostic) {
    let open = try expect("{", "expected '{' after '\(typeName)'")
    try descend(at: open.location)
    defer { depth -= 1 }
    skipSeparators()
    while !current.isSymbol("}") {
      guard current.kind != .end else { throw Diagnostic("missing '}' to close '\(typeName)'", at: open.location) }
      try skipDeclarationModifiers()
      try member(&self)
      try endOfStatement()
      skipSeparators()
    }
    advance()
  }
}
