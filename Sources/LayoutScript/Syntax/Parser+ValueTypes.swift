/// The value types the docs use for a view's data: `struct` with stored properties (made with
/// their memberwise initializer), labelled tuples `(title: "A", count: 2)`, and `.init(…)` where
/// a declaration's type says which type it makes (`let models: [Model] = [.init(…)]`).
extension Parser {
  /// `struct NAME: Protocols { let a: T; var b = 1 … }`: its stored properties become the
  /// fields of its memberwise initializer; computed properties, methods and initializers are
  /// skipped with a note.
  mutating func structDeclaration() throws(Diagnostic) -> Statement {
    advance()
    let (name, location) = try expectIdentifier("expected a type name after 'struct'")
    if try inheritance().contains("View") {
      throw Diagnostic("'\(name)' is a SwiftUI view; a script lays out UIKit views the QuickLayout way", at: location,
                       hint: "write its layout as `var body: Layout { … }` with UIKit views: UILabel for Text, UIImageView for Image")
    }
    var fields: [StructField] = []
    var skipped: [Statement] = []
    try members(of: name) { (parser: inout Parser) throws(Diagnostic) in
      let start = parser.current.location
      guard parser.current.isWord("let") || parser.current.isWord("var"), !parser.previous.isWord("static") else {
        let what = parser.current.identifier ?? parser.current.spelling
        try parser.skipMemberDeclaration()
        skipped.append(.ignored(what: "'\(what)' in struct '\(name)'", start))
        return
      }
      parser.advance()
      let (field, fieldLocation) = try parser.expectIdentifier("expected a property name")
      if parser.current.isSymbol(":") {
        parser.advance()
        try parser.skipType()
      }
      if parser.current.isSymbol("{") {
        try parser.skipBalanced()
        skipped.append(.ignored(what: "computed property '\(field)' of struct '\(name)'", fieldLocation))
        return
      }
      var defaultValue: Expression?
      if parser.current.isSymbol("=") {
        parser.advance()
        defaultValue = try parser.expression()
      }
      fields.append(StructField(name: field, defaultValue: defaultValue, location: fieldLocation))
    }
    let declaration = Statement.structure(StructDeclaration(name: name, fields: fields, location: location))
    return skipped.isEmpty ? declaration : .declarations([declaration] + skipped, location)
  }

  /// Skips a member that is not a stored property: through its `{ … }` body, or its line.
  mutating func skipMemberDeclaration() throws(Diagnostic) {
    while current.kind != .newline, current.kind != .end, !current.isSymbol(";"), !current.isSymbol("}") {
      if current.isSymbol("{") {
        try skipBalanced()
        return
      }
      if current.isSymbol("(") || current.isSymbol("[") { try skipBalanced() } else { advance() }
    }
  }

  /// The rest of a tuple `( label: value, … )` after its `(` (and after its `first` item,
  /// unlabelled, when it is read already).
  mutating func tuple(openedAt open: SourceLocation, first: Expression? = nil) throws(Diagnostic) -> Expression {
    var items: [(label: String?, value: Expression)] = first.map { [(nil, $0)] } ?? []
    while !current.isSymbol(")") {
      if current.kind == .end { throw Diagnostic("missing ')' to close this tuple", at: open) }
      let label = argumentLabel()
      items.append((label, try expression()))
      skipNewlines()
      if !current.isSymbol(")") {
        try expect(",", "expected ',' or ')' in the tuple")
        skipNewlines()
      }
    }
    advance()
    return .tuple(items, open)
  }

  /// `if let NAME = EXPR` (or `if let NAME`) as the condition `EXPR != nil`, with NAME bound in
  /// the branch: what the branch's statements start with. EXPR is evaluated twice.
  mutating func optionalBinding() throws(Diagnostic) -> (condition: Expression, binding: Statement) {
    advance()
    let (name, location) = try expectIdentifier("expected a name after 'let'")
    var value = Expression.name(name, location)
    if current.isSymbol("=") {
      advance()
      value = try expression()
    }
    let condition = Expression.binary(.notEqual, value, .name("nil", location), location)
    return (condition, .binding(name: name, isVariable: false, value: value, location))
  }

  /// `#Preview { … }` and other macros at the top level: skipped with a note.
  mutating func macroStatement() throws(Diagnostic) -> Statement {
    let start = current.location
    let name = current.identifier ?? "#"
    advance()
    if current.isSymbol("(") { try skipBalanced() }
    if current.isSymbol("{") { try skipBalanced() }
    return .ignored(what: "'\(name)'", start)
  }
}

/// A `struct` of the script: its stored properties, in order, with their default values.
struct StructDeclaration: Sendable {
  var name: String
  var fields: [StructField]
  var location: SourceLocation
}

/// A stored property of a struct.
struct StructField: Sendable {
  var name: String
  var defaultValue: Expression?
  var location: SourceLocation
}

extension Expression {
  /// The expression with `.init(…)` calls made calls of `typeName`, in arrays too: a
  /// declaration's type annotation saying what `.init` makes.
  func resolvingImplicitInit(as typeName: String) -> Expression {
    switch self {
    case .call(let call):
      switch call.callee {
      case .expression(.implicitMember("init", _)):
        return .call(.make(.name(typeName), call, at: call.location))
      case .name("Array") where call.first?.label == "repeating":
        // `Array(repeating: .init(.flexible()), count: 2)` of an array type.
        var arguments = Array(call)
        arguments[0].value = arguments[0].value.resolvingImplicitInit(as: typeName)
        return .call(.make(call.callee, arguments, at: call.location))
      default:
        return self
      }
    case .array(let items, let location):
      return .array(items.map { $0.resolvingImplicitInit(as: typeName) }, location)
    default:
      return self
    }
  }
}
