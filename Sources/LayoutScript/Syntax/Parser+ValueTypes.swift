import LayoutCore

/// The value types the docs use for a view's data: `struct` with stored properties (made with
/// their memberwise initializer), labelled tuples `(title: "A", count: 2)`, and `.init(…)` where
/// a declaration's type says which type it makes (`let models: [Model] = [.init(…)]`).
extension Parser {
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

  /// `if let NAME = EXPR` (or `if let NAME`, or `if let (A, B) = EXPR`) as the condition `EXPR != nil`, with NAME bound in
  /// the branch: what the branch's statements start with. EXPR is evaluated twice.
  mutating func optionalBinding() throws(Diagnostic) -> (condition: Expression, binding: Statement) {
    advance()
    if current.isSymbol("(") {
      // `if let (lineY, _) = geometry.threshold`: an optional tuple, its items bound by position.
      let open = current.location
      let names = try tuplePattern()
      try expect("=", "expected '=' and an optional tuple after the pattern")
      let value = try expression()
      return (.binary(.notEqual, value, .name("nil", open), open), Self.tupleBindings(names, of: value, isVariable: false, at: open))
    }
    let (name, location) = try expectIdentifier("expected a name after 'let'")
    var value = Expression.name(name, location)
    if current.isSymbol(":") {
      advance()  // `if let url: URL = …`: the type the value has
      _ = try skipType()
    }
    if current.isSymbol("=") {
      advance()
      skipNewlines()  // `let sets =` with its value on the next line: `=` at a line's end continues it
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
  /// True for a class (an `ObservableObject` model): a field its initializer is not given
  /// takes a placeholder value (its `init` is not run), where a struct's memberwise initializer needs it.
  var isClass = false
  /// The protocols it conforms to: where members it does not declare are looked for (a protocol
  /// extension's default implementations).
  var conformances: [String] = []
}

/// A stored property of a struct.
struct StructField: Sendable {
  var name: String
  var defaultValue: Expression?
  var location: SourceLocation
  /// The type as written, for a placeholder value.
  var type: String? = nil
  /// A `var` without a property wrapper: a parameter of the memberwise initializer that a caller
  /// may give (`var details: String = ""`), where a `let` with a value or a `@State` is the type's own.
  var isInput = false
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
