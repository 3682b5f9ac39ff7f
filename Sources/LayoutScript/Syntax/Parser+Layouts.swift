import LayoutCore

/// SwiftUI's custom layouts as the docs write them: `struct NAME: Layout { … }` with its stored
/// properties, its methods (`sizeThatFits`, `placeSubviews`, `makeCache`, helpers), a nested
/// `struct Cache`; `struct KEY: LayoutValueKey { static let defaultValue = … }`; and
/// `extension NAME { … }` adding methods to a layout.
extension Parser {
  /// `struct NAME: Layout { members }`.
  mutating func layoutDeclaration() throws(Diagnostic) -> Statement {
    advance()
    let (name, location) = try expectIdentifier("expected a type name after 'struct'")
    _ = try inheritance()
    var layout = LayoutDeclaration(name: name, location: location)
    let saved = (inClass, inLayoutMethods)
    (inClass, inLayoutMethods) = (false, true)
    defer { (inClass, inLayoutMethods) = saved }
    try members(of: name) { (parser: inout Parser) throws(Diagnostic) in try parser.layoutMember(of: &layout) }
    return .layout(layout)
  }

  /// One member of a custom layout, after its modifiers.
  private mutating func layoutMember(of layout: inout LayoutDeclaration) throws(Diagnostic) {
    let start = current.location
    let isStatic = previous.isWord("static")
    switch current.identifier {
    case "func":
      let function = try functionDeclaration()
      if isStatic { layout.skipped.append(SkippedMember(what: "static method '\(function.name)'", why: Self.staticWhy, location: function.location)) }
      else { layout.methods.append(function) }
    case "let", "var" where isStatic:
      let name = peek().identifier ?? "?"
      try skipMemberDeclaration()
      layout.skipped.append(SkippedMember(what: "static property '\(name)'", why: Self.staticWhy, location: start))
    case "let", "var":
      try layoutProperty(of: &layout)
    case "struct":
      for case .structure(let nested) in try structDeclaration().flattened { layout.nestedTypes.append(nested) }
    case "typealias":
      try skipMemberDeclaration()
    default:
      let what = current.identifier ?? current.spelling
      try skipMemberDeclaration()
      layout.skipped.append(SkippedMember(what: "'\(what)'", why: what == "init"
        ? "the layout is made by its memberwise initializer, its stored properties in order" : "a script does not run it",
        location: start))
    }
  }

  /// Why a custom layout's static members are skipped.
  private static let staticWhy = "SwiftUI's defaults stand for it (Spacers in the layout grow on both axes)"

  /// A stored property (`var spacing: CGFloat = 8`), or a computed one, read as a method
  /// without parameters.
  private mutating func layoutProperty(of layout: inout LayoutDeclaration) throws(Diagnostic) {
    advance()
    let (name, location) = try expectIdentifier("expected a property name")
    var type: String?
    if current.isSymbol(":") {
      advance()
      type = try skipType()
    }
    if current.isSymbol("{") {
      let saved = inFunction
      inFunction = true
      defer { inFunction = saved }
      let body = try block()
      layout.methods.append(FunctionDeclaration(name: name, parameters: [], body: body, isProperty: true, location: location,
                                                resultType: type))
      return
    }
    var defaultValue: Expression?
    if current.isSymbol("=") {
      advance()
      skipNewlines()
      defaultValue = try expression()
    }
    layout.fields.append(StructField(name: name, defaultValue: defaultValue, location: location))
  }

  /// `struct NAME: LayoutValueKey { static let defaultValue: T = VALUE }`.
  mutating func layoutValueKeyDeclaration() throws(Diagnostic) -> Statement {
    advance()
    let (name, location) = try expectIdentifier("expected a type name after 'struct'")
    _ = try inheritance()
    var defaultValue: Expression?
    try members(of: name) { (parser: inout Parser) throws(Diagnostic) in
      guard parser.current.isWord("let") || parser.current.isWord("var"), parser.peek().isWord("defaultValue") else {
        try parser.skipMemberDeclaration()
        return
      }
      parser.advance()
      parser.advance()
      if parser.current.isSymbol(":") {
        parser.advance()
        try parser.skipType()
      }
      try parser.expect("=", "expected '=' and the key's default value", hint: "write `static let defaultValue = 1`")
      parser.skipNewlines()
      defaultValue = try parser.expression()
    }
    guard let defaultValue else {
      throw Diagnostic("'\(name)' has no defaultValue", at: location, hint: "add `static let defaultValue = …`")
    }
    return .layoutValueKey(name: name, defaultValue: defaultValue, location)
  }

  /// `extension NAME { func … }`: methods for the custom layout NAME (other members are skipped).
  mutating func layoutExtension() throws(Diagnostic) -> Statement {
    advance()
    let (name, location, _) = try extendedTypeName()
    _ = try inheritance()
    var methods: [FunctionDeclaration] = []
    let saved = (inClass, inLayoutMethods)
    (inClass, inLayoutMethods) = (false, true)
    defer { (inClass, inLayoutMethods) = saved }
    try members(of: name) { (parser: inout Parser) throws(Diagnostic) in
      guard parser.current.isWord("func") else {
        throw Diagnostic("expected a method in the extension of '\(name)', found \(parser.current.spelling)",
                         at: parser.current.location, hint: "an extension of a custom layout adds methods: `func name(…) { … }`")
      }
      methods.append(try parser.functionDeclaration())
    }
    return .layoutExtension(name: name, methods: methods, location)
  }
}

/// A custom layout of the script: `struct NAME: Layout { … }`.
struct LayoutDeclaration: Sendable {
  var name: String
  /// The stored properties, made by the memberwise initializer.
  var fields: [StructField] = []
  /// Its methods, the protocol's and the helpers; computed properties as methods without parameters.
  var methods: [FunctionDeclaration] = []
  /// Types declared inside it (`struct Cache { … }`), seen only by its methods.
  var nestedTypes: [StructDeclaration] = []
  /// Members a script does not run (static ones, initializers), each named in a note.
  var skipped: [SkippedMember] = []
  var location: SourceLocation

  init(name: String, location: SourceLocation) {
    self.name = name
    self.location = location
  }
}

/// A member of a declaration that is skipped with a note.
struct SkippedMember: Sendable {
  var what: String
  var why: String
  var location: SourceLocation
}
