import LayoutCore

extension Parser {
  /// Words Swift allows before declarations; the script ignores them.
  static let declarationModifiers: Set<String> = [
    "private", "fileprivate", "public", "internal", "final", "static", "open", "override", "nonisolated", "lazy",
    "required", "convenience", "weak", "unowned", "dynamic", "package", "indirect",
    // `public prefix func ! (value: Binding<Bool>) -> Binding<Bool>`: an operator function's fixity.
    "prefix", "postfix", "infix",
    // `async let fetch: () = vm.fetch()`: a binding whose value is awaited later, read as a `let`.
    "async",
  ]

  /// The keywords a declaration starts with, which a modifier on the line before may precede
  /// (`fileprivate` alone on its line above `struct`).
  static let declarationKeywords: Set<String> = ["struct", "class", "enum", "func", "var", "let", "extension", "protocol", "actor", "init"]

  /// One statement, at the top level or in a block.
  mutating func statement() throws(Diagnostic) -> Statement {
    try skipDeclarationModifiers()
    let start = current.location
    switch current.identifier {
    case "import": return try importStatement()
    case "let", "var": return try bindingAndObservers()
    case "init" where peek().isSymbol("(") || peek().isSymbol("?"): return try initializer()
    case "func": return try functionStatement()
    case "extension" where ["VerticalAlignment", "HorizontalAlignment"].contains(peek().identifier ?? ""):
      return try alignmentExtension()
    case "extension": return try typeExtension()
    case "struct" where declarationConforms(to: "PreviewProvider"), "#Preview": return try previewDeclaration()
    case "struct" where declarationConforms(to: "View"): return try viewStructDeclaration()
    case "struct" where declarationConforms(to: "Layout"): return try layoutDeclaration()
    case "struct" where declarationConforms(to: "LayoutValueKey"): return try layoutValueKeyDeclaration()
    case "struct" where !declarationConforms(to: "AlignmentID"): return try structDeclaration()
    case "enum" where !declarationConforms(to: "AlignmentID"): return try enumDeclaration()
    case "struct", "enum": return try alignmentIDDeclaration()
    case "class" where isModelClass, "actor": return try structDeclaration()
    case "class": return try classDeclaration()
    case "protocol": return try protocolDeclaration()
    case "do": return try doStatement()
    case "if": return try ifStatement()
    case "for": return try forStatement()
    case "guard" where inFunction: return try guardStatement()
    case "while" where inLayoutMethods || inFunction: return try whileStatement()
    case "repeat" where inLayoutMethods || inFunction: return try repeatStatement()
    case let name? where name.hasPrefix("#"): return try macroStatement()
    case "switch": return try switchStatement()
    case "throw" where inLayoutMethods || inFunction:
      // `throw ValidationError.missingNumber` in a function or an action: read, and a failure where it runs (`throwCall`).
      advance()
      let thrown = try expression()
      return .expression(.call(.make(.name(Self.throwCall, start), [Argument(label: nil, value: thrown, isTrailingClosure: false, location: thrown.location)],
                                     at: start)))
    case "defer" where peek().isSymbol("{"):
      // `defer { isLoading = false }`: clean-up Swift runs as the scope ends (`Evaluator.deferNote`).
      advance()
      try skipBalanced()
      return .ignored(what: Self.deferredBlock, start)
    case "typealias" where peek().identifier != nil:
      let name = peek().identifier!
      if peek(2).isSymbol("="), let target = peek(3).identifier, [.newline, .end].contains(peek(4).kind) { typeAliases[name] = target }
      skipStatement(closingBraceEnds: true)
      return .ignored(what: "typealias '\(name)'", start)
    case "continue", "break":
      // `if seen.contains(code) { continue }` in a loop; a `break` of a `switch` case is the switch's (`Parser+Switch`).
      let isBreak = current.isWord("break")
      advance()
      return .loopControl(isBreak: isBreak, start)
    case "return":
      advance()
      if case .newline = current.kind {
        // Swift reads an expression on the lines after `return` as what it returns ("expression
        // following 'return' is treated as an argument of the 'return'"): `return` then `VStack { … }`.
        let next = afterNewlines()
        guard next.kind != .end, !next.isSymbol("}"), !next.isSymbol(";"), !Self.statementKeywords.contains(next.identifier ?? "") else {
          return .returnValue(nil, start)
        }
        skipNewlines()
      }
      if current.kind == .end || current.isSymbol("}") || current.isSymbol(";") { return .returnValue(nil, start) }
      return .returnValue(try expression(), start)
    default:
      return try expressionStatement()
    }
  }

  /// What a `defer { … }` reads as: skipped, with a note (`Evaluator.deferNote`).
  static let deferredBlock = "a 'defer' block"

  /// The words that open a statement, not an expression: after a `return` ending its line, one of
  /// them starts the next statement.
  static let statementKeywords: Set<String> = [
    "let", "var", "if", "guard", "for", "while", "repeat", "switch", "return", "func", "case", "default", "defer", "do",
    "break", "continue", "throw", "fallthrough", "struct", "class", "enum", "extension", "import", "typealias", "#if", "#else", "#endif",
  ]

  /// The pseudo-call a `throw` in a function or closure reads as: the script models no errors, so
  /// where it runs it fails as a statement qlrepl cannot run (a note in set-up code, a placeholder
  /// in a view's body); in an action, which never runs, it is nothing.
  static let throwCall = "#throw"

  /// Skips `private`, `private(set)`, `static`, `@MainActor`, `@LayoutBuilder` and the like,
  /// noting a property wrapper (`@Environment(\\.dismiss)`: `declarationWrapper`) and `static`.
  mutating func skipDeclarationModifiers() throws(Diagnostic) {
    declarationWrapper = nil
    declarationIsStatic = false
    declarationHasMacro = false
    declarationIsOutlet = false
    declarationIsEventHandler = false
    declarationIsOverride = false
    while true {
      if case .attribute(let name) = current.kind {
        let location = current.location
        if name == "QuickLayout" { declarationHasMacro = true }
        if name == "IBOutlet" { declarationIsOutlet = true }
        if name == "objc" || name == "IBAction" { declarationIsEventHandler = true }
        advance()
        let start = index
        if current.isSymbol("(") { try skipBalanced() }
        if PropertyWrappers.known.contains(name) || PropertyWrappers.isForeign(name, hasArguments: index > start) {
          declarationWrapper = PropertyWrapperUse(name: name, arguments: tokens.tokens(in: start..<index), location: location)
        }
        skipNewlines()
      } else if let word = current.identifier, Self.declarationModifiers.contains(word),
                peek().identifier != nil || peek().kind.isAttribute || peek().kind == .newline && peek(2).identifier.map(Self.declarationKeywords.contains) == true {
        if word == "static" || word == "class" { declarationIsStatic = true }
        if word == "override" { declarationIsOverride = true }
        advance()
        skipNewlines()
      } else if current.isWord("class"), ["func", "var", "let", "subscript"].contains(peek().identifier ?? "") {
        // `class func make() -> Self`, `class var shared`: a type member a subclass may override, static to the script.
        declarationIsStatic = true
        advance()
      } else if let word = current.identifier, Self.declarationModifiers.contains(word), peek().isSymbol("("),
                ["set", "safe", "unsafe"].contains(peek(2).identifier ?? ""), peek(3).isSymbol(")") {
        // `private(set)`, `unowned(safe)`; not a call of a function named like a modifier (`open(entry)`).
        advance()
        try skipBalanced()
      } else {
        return
      }
    }
  }

  /// `EXPR`, `NAME = EXPR`, `NAME.property = EXPR` or `NAME += EXPR`.
  private mutating func expressionStatement() throws(Diagnostic) -> Statement {
    let target = try expression()
    let compound: [String: BinaryOperator] = ["+=": .add, "-=": .subtract, "*=": .multiply, "/=": .divide,
                                              "&=": .bitwiseAnd, "|=": .bitwiseOr, "^=": .bitwiseXor]
    guard case .symbol(let symbol) = current.kind, symbol == "=" || compound[symbol] != nil else {
      return .expression(target)
    }
    let location = current.location
    switch target {
    case .name, .member, .subscripted: break
    case .tuple where symbol == "=": break  // `(a, b) = pair`, Swift's destructuring assignment
    default: throw Diagnostic("cannot assign to this expression", at: target.location,
                              hint: "assign to a var (`gap = 12`) or a view property (`title.text = \"…\"`)")
    }
    advance()
    skipNewlines()
    var value = try expression()
    if let op = compound[symbol] { value = .binary(op, target, value, location) }
    return .assignment(target: target, value: value, location)
  }

  /// `import QuickLayout` (ignored) or `import "other.ql"`.
  private mutating func importStatement() throws(Diagnostic) -> Statement {
    let start = current.location
    advance()
    if case .string(let pieces) = current.kind {
      guard pieces.count == 1, case .text(let path) = pieces[0] else {
        throw Diagnostic("an import path cannot use interpolation", at: current.location)
      }
      advance()
      return .importFile(path: path, span(from: start))
    }
    if let kind = current.identifier, ["enum", "struct", "class", "protocol", "func", "var", "let", "typealias"].contains(kind),
       peek().identifier != nil {
      advance()  // `import enum SQLite.Result`: one declaration of the module
    }
    var (module, _) = try expectIdentifier("expected a module name or a quoted file path after 'import'")
    while current.isSymbol("."), let next = peek().identifier {
      module += "." + next
      advance()
      advance()
    }
    return .importModule(module, span(from: start))
  }

  /// `let NAME = EXPR`, `var NAME: Type = EXPR`, `let NAME: Type` (a value assigned later),
  /// `var body: Layout { … }`, `var NAME: Layout { … }`.
  /// In a pasted class, a computed property of another type (`intrinsicContentSize`) is skipped.
  mutating func binding() throws(Diagnostic) -> Statement {
    let isVariable = current.isWord("var")
    advance()
    if current.isSymbol("(") { return try tupleBinding(isVariable: isVariable) }
    let (name, location) = try expectIdentifier("expected a name after '\(isVariable ? "var" : "let")'")
    var type: String?
    var madeType: String?
    if current.isSymbol(":") {
      advance()
      let start = index
      type = try skipType()
      let written = tokens.tokens(in: start..<index)
      madeType = written.lazy.compactMap(\.identifier).first { $0 != "some" && $0 != "any" }
      type = written.map(\.text).joined()
      skipNewlinesBeforeBrace()  // `var body: some View` then `{` on its own line
    }
    if current.isSymbol("{"), let type, Self.observers.contains(peekPastNewlines(1).identifier ?? "") {
      // `var items: [Item]? { didSet { … } }`: a stored property without a value, its observers
      // skipped with a note after it (`bindingAndObservers`); an optional `var` is nil.
      if declarationIsOutlet {
        return .binding(name: name, isVariable: isVariable, value: StoryboardOutlets.expression(type: type, at: location), location)
      }
      if isVariable, type.hasSuffix("?") || type.hasSuffix("!") { return .binding(name: name, isVariable: true, value: .name("nil", location), location) }
      return .uninitialized(name: name, isVariable: isVariable, type: type, location)
    }
    if current.isSymbol("{") {
      // A property with a setter is no layout (`var layout: FloatingPanelLayout { get { … } set { … } }`).
      if inClass, name != "body", !Self.isLayoutType(type) || opensAccessors(at: 1) { return try computedProperty(name, type: type, at: location) }
      let savedInFunction = inFunction
      inFunction = true
      defer { inFunction = savedInFunction }
      let body = try propertyBody()
      if name == "body" { return .body(body, location) }
      return .function(FunctionDeclaration(name: name, parameters: [], body: body, isProperty: true, location: location,
                                           resultType: type))
    }
    let wrapper = declarationWrapper
    declarationWrapper = nil
    if !current.isSymbol("="), let wrapper, let value = wrapper.providedValue(name: name, type: type, at: location) {
      return .binding(name: name, isVariable: isVariable, value: value, location)
    }
    if let type, !current.isSymbol("="), current.kind == .newline || current.kind == .end || current.isSymbol(";") || current.isSymbol("}") {
      if declarationIsOutlet {
        return .binding(name: name, isVariable: isVariable, value: StoryboardOutlets.expression(type: type, at: location), location)
      }
      return .uninitialized(name: name, isVariable: isVariable, type: type, location)
    }
    try expect("=", "expected '=' and a value after '\(name)'",
               hint: "declare it as `\(isVariable ? "var" : "let") \(name) = …`")
    skipNewlines()
    let written = try expression()
    let value = wrapper?.held(written, at: location) ?? written
    let first = Statement.binding(name: name, isVariable: isVariable, value: madeType.map(value.resolvingImplicitInit) ?? value, location)
    return try moreBindings(after: first, isVariable: isVariable)
  }

  /// A pasted type's computed property of another type (`var topView: UIButton { capTop ?
  /// capButton : shoeButton }`, a `switch self` of an enum) is read, like Swift, each time the
  /// name is used; a body the script cannot parse (`intrinsicContentSize`'s UIKit code) is skipped with a note.
  private mutating func computedProperty(_ name: String, type: String?, at location: SourceLocation) throws(Diagnostic) -> Statement {
    let saved = self
    if let body = try? propertyBody() {
      return .function(FunctionDeclaration(name: name, parameters: [], body: body, isProperty: true, location: location,
                                           resultType: type, isClassProperty: true))
    }
    self = saved
    try skipBalanced()
    return .ignored(what: "property '\(name)'", location)
  }

  /// `let`/`var`, and the `didSet`/`willSet` observers after it, skipped with a note.
  mutating func bindingAndObservers() throws(Diagnostic) -> Statement {
    let start = current.location
    let binding = try binding()
    guard atPropertyObservers else { return binding }
    skipNewlines()
    let observer = peekPastNewlines(1)
    try skipBalanced()
    return .declarations([binding, .ignored(what: "the '\(observer.identifier!)' observer", observer.location)], start)
  }

  /// `func NAME(params) -> Type { … }`: a component, or the body when it is `func body()`.
  private mutating func functionStatement() throws(Diagnostic) -> Statement {
    let function = try functionDeclaration()
    if function.name == "body", function.parameters.isEmpty { return .body(function.body, function.location) }
    return .function(function)
  }

  /// `func NAME(params) throws -> Type { … }`. In a pasted class, a method that does not return a
  /// layout keeps its signature and loses its body, which is skipped unread (it is UIKit code).
  mutating func functionDeclaration() throws(Diagnostic) -> FunctionDeclaration {
    advance()
    let (name, location) = try functionName()
    let (parameters, resultType) = try functionSignature()
    guard current.isSymbol("{") else {
      throw Diagnostic("expected '{' to start the body of '\(name)', found \(current.spelling)", at: current.location)
    }
    let computesValue = resultType.map { Self.valueResultTypes.contains($0) } ?? false
    let isMethod = inClass && !(resultType != nil && Self.isLayoutType(resultType)) && !computesValue
    let savedInFunction = inFunction
    inFunction = true
    defer { inFunction = savedInFunction }
    var body: [Statement]
    if isMethod || (inClass && computesValue) {
      // A pasted type's helper (or method) is read when the script can read it, else skipped (and noted).
      let saved = self
      do { body = try block() } catch {
        self = saved
        // A statement the script cannot read (an app's own operator) is skipped with a note, as set-up code's are.
        let labels = parameters.map { "\($0.label ?? "_"):" }.joined()
        if let tolerant = try? setUpBody(of: "'\(name)(\(labels))'") { body = tolerant } else {
          self = saved
          body = try skippedBlock()
        }
      }
      // A method the paste form skips says nothing of what its body holds (its slips, its `...`).
      if isMethod { (slips, elisions) = (saved.slips, saved.elisions) }
    } else {
      body = try block()
    }
    if let resultType, Self.onlyStops(body) {
      // `func makeContent() -> Content { fatalError("Must be implemented by a subclass.") }`: a
      // method left for a subclass to write, its value a placeholder of its type (noted) where
      // the class is shown alone, not a stop.
      let labels = parameters.map { "\($0.label ?? "_"):" }.joined()
      body = [.ignored(what: UnusedDeclarations.abstractMethodMark + "'\(name)(\(labels))'", location),
              .returnValue(PlaceholderValues.expression(type: resultType, name: name, noted: false, at: location), location)]
    }
    return FunctionDeclaration(name: name, parameters: parameters, body: body, isProperty: false, location: location,
                               resultType: resultType)
  }

  /// True for a body that is one call stopping the program: `fatalError(…)`, `preconditionFailure(…)`.
  static func onlyStops(_ body: [Statement]) -> Bool {
    guard body.count == 1, case .expression(.call(let call)) = body[0], case .name(let callee) = call.callee else { return false }
    return ["fatalError", "preconditionFailure"].contains(callee)
  }

  /// A function's signature after its name, through to its body's `{`: the generic clause, the
  /// parameters, the effects, the result type and a `where` clause.
  mutating func functionSignature() throws(Diagnostic) -> (parameters: [Parameter], resultType: String?) {
    if current.isSymbol("<") { try skipGenericClause() }  // `func row<Content: View>(…)`: a script's values need no type parameters
    let parameters = try parameterList(after: "the function name")
    // `async` / `throws` on a line of their own (swift-format's wrapping of a long signature).
    if current.kind == .newline, ["async", "throws", "rethrows"].contains(afterNewlines().identifier ?? "") { skipNewlines() }
    try skipEffects()
    if current.kind == .newline, afterNewlines().isSymbol("->") { skipNewlines() }  // the result type on a line of its own
    var resultType: String?
    if current.isSymbol("->") {
      advance()
      resultType = try skipType()
    }
    if current.isWord("where") {
      while !current.isSymbol("{"), current.kind != .newline, current.kind != .end { advance() }  // `func f<T>() where T: View`
    }
    skipNewlinesBeforeBrace()
    return (parameters, resultType)
  }

  /// The name after `func`: an identifier, or an operator's symbols (`static func == (lhs:rhs:)`).
  private mutating func functionName() throws(Diagnostic) -> (String, SourceLocation) {
    guard case .symbol = current.kind, !current.isSymbol("(") else { return try expectIdentifier("expected a function name after 'func'") }
    let location = current.location
    var name = ""
    while case .symbol(let symbol) = current.kind, symbol != "(", symbol != "<" || name.isEmpty {
      name += symbol
      advance()
    }
    return (name, location)
  }

  /// True for a type a layout is declared with (`Layout`, `some Layout`, `Element`, SwiftUI's
  /// `some View`), or none written.
  static func isLayoutType(_ type: String?) -> Bool {
    type.map { $0.contains("Layout") || $0.contains("Element") || ["View", "some View", "any View"].contains($0) } ?? true
  }

  /// Skips a `{ … }` body unread, for no statements.
  private mutating func skippedBlock() throws(Diagnostic) -> [Statement] {
    try skipBalanced()
    return []
  }

  /// `let (a, b) = EXPR`: the tuple bound to a hidden name, each name to its item by position.
  private mutating func tupleBinding(isVariable: Bool) throws(Diagnostic) -> Statement {
    let open = current.location
    let names = try tuplePattern()
    try expect("=", "expected '=' and a tuple after the pattern")
    skipNewlines()
    return Self.tupleBindings(names, of: try expression(), isVariable: isVariable, at: open)
  }

  /// The names of a tuple pattern `(a, _, c: Type)` in order, `_` for an item left unbound.
  mutating func tuplePattern() throws(Diagnostic) -> [(String, SourceLocation)] {
    advance()
    var names: [(String, SourceLocation)] = []
    while !current.isSymbol(")") {
      names.append(try expectIdentifier("expected a name in the tuple pattern"))
      if current.isSymbol(":") {
        advance()
        try skipType()
      }
      if !current.isSymbol(")") { try expect(",", "expected ',' or ')' in the tuple pattern") }
    }
    advance()
    return names
  }

  /// `value` bound to a hidden name made from `open`, and each of `names` to its item by position.
  static func tupleBindings(_ names: [(String, SourceLocation)], of value: Expression, isVariable: Bool,
                            at open: SourceLocation) -> Statement {
    let hidden = "_tuple\(open.line)_\(open.column)"
    var statements = [Statement.binding(name: hidden, isVariable: false, value: value, open)]
    for (position, (name, location)) in names.enumerated() where name != "_" {
      statements.append(.binding(name: name, isVariable: isVariable, value: .member(.name(hidden, location), String(position), location), location))
    }
    return .sequence(statements, open)
  }

  /// `( parameter, … )`, each after its attributes (`@ViewBuilder content: () -> Content`).
  mutating func parameterList(after what: String) throws(Diagnostic) -> [Parameter] {
    let open = try expect("(", "expected '(' after \(what)")
    var parameters: [Parameter] = []
    skipNewlines()
    while !current.isSymbol(")") {
      guard current.kind != .end else { throw Diagnostic("missing ')' to close the parameter list", at: open.location) }
      while case .attribute = current.kind {
        advance()
        if current.isSymbol("<") { try skipGenericClause() }  // `@ArrayBuilder<Element> children: () -> [Element]`
        if current.isSymbol("(") { try skipBalanced() }
      }
      parameters.append(try parameter())
      skipNewlines()
      if !current.isSymbol(")") {
        try expect(",", "expected ',' or ')' in the parameter list")
        skipNewlines()
      }
    }
    advance()
    return parameters
  }

  /// `_ name: Type`, `label name: Type = default` or `name: Type`.
  mutating func parameter() throws(Diagnostic) -> Parameter {
    let start = current.location
    let (first, _) = try expectIdentifier("expected a parameter name")
    var label: String? = first == "_" ? nil : first
    var name = first
    if let second = current.identifier {
      name = second
      advance()
    } else {
      label = first
    }
    try expect(":", "expected ':' and a type after parameter '\(name)'")
    let isInout = current.isWord("inout")
    let type = try typeText()
    let isVariadic = current.isSymbol("...")
    if isVariadic { advance() }  // `_ items: String...`
    var defaultValue: Expression?
    if current.isSymbol("=") {
      advance()
      skipNewlines()  // `leaderboard: Results.State =` then its value on the next line
      defaultValue = try expression()
    }
    var parameter = Parameter(label: label, name: name, defaultValue: defaultValue, location: span(from: start), isInout: isInout, type: type)
    parameter.isVariadic = isVariadic
    return parameter
  }

  /// Skips a type annotation such as `CGFloat`, `[String]`, `some Layout`, `Int?` or `() -> Layout`,
  /// and returns its names as written (`some Layout`).
  @discardableResult
  mutating func skipType() throws(Diagnostic) -> String {
    var names: [String] = []
    var sawType = false
    while true {
      switch current.kind {
      case .identifier(let name):
        names.append(name)
        advance()
        sawType = true
      case .attribute:
        advance()
      case .symbol("["), .symbol("("):
        try skipBalanced()
        sawType = true
      case .symbol("<"):
        // Generic arguments, nested ones too (`Binding<PresentedSetupStyle<Credential>>`, whose `>>` may be one token).
        var depth = 0
        repeat {
          if current.isSymbol("<") { depth += 1 } else if current.isSymbol(">") { depth -= 1 } else if current.isSymbol(">>") { depth -= 2 }
          advance()
        } while depth > 0 && current.kind != .end && current.kind != .newline
      case .symbol("."), .symbol("?"), .symbol("??"), .symbol("!"), .symbol("->"):
        advance()
      case .symbol("&") where sawType:
        // A protocol composition (`UIViewController & CameraStreamHandler`): its first type stands for it.
        advance()
        _ = try skipType()
      default:
        if !sawType { throw Diagnostic("expected a type, found \(current.spelling)", at: current.location) }
        let type = names.joined(separator: " ")
        if type == "some View", !inClass { declaresSwiftUIView = true }
        return type
      }
    }
  }

  /// Skips a bracketed group, `( … )`, `[ … ]` or `{ … }`, with everything nested in it.
  mutating func skipBalanced() throws(Diagnostic) {
    let open = current
    var depth = 0
    repeat {
      if current.kind == .end { throw Diagnostic("missing closing bracket", at: open.location) }
      depth += current.bracketStep
      advance()
    } while depth > 0
  }

  /// `{ statements }`: the statements of a layout block or a declaration body.
  mutating func block() throws(Diagnostic) -> [Statement] {
    skipNewlinesBeforeBrace()
    let open = try expect("{", "expected '{'")
    return try blockBody(openedAt: open.location)
  }

  /// The statements after a block's `{`, through its `}`.
  mutating func blockBody(openedAt open: SourceLocation) throws(Diagnostic) -> [Statement] {
    try descend(at: open)
    defer { depth -= 1 }
    let savedTrailing = allowsTrailingClosure
    allowsTrailingClosure = true
    defer { allowsTrailingClosure = savedTrailing }
    var statements: [Statement] = []
    skipSeparators()
    while !current.isSymbol("}") {
      guard current.kind != .end else {
        throw Diagnostic("missing '}' to close this block", at: open, hint: "every '{' needs a matching '}'")
      }
      statements.append(try statement())
      try endOfStatement()
      skipSeparators()
    }
    advance()
    return statements
  }

  /// `if COND { … } else if COND { … } else { … }`. A condition is a list of clauses separated
  /// by commas, each a boolean, `let NAME = EXPR` or `case PATTERN = EXPR`, a name a clause
  /// binds seen by the clauses after it (`if let anchor = preferences["first"], let frame = f`).
  mutating func ifStatement() throws(Diagnostic) -> Statement {
    let start = current.location
    var chain: [(clauses: [ConditionClause], body: [Statement])] = []
    var otherwise: [Statement]?
    repeat {
      advance()
      let clauses = try withoutTrailingClosures { (parser: inout Parser) throws(Diagnostic) in try parser.conditionClauses() }
      chain.append((clauses, try block()))
      guard afterNewlines().isWord("else") else { break }
      skipNewlines()
      advance()
      if !current.isWord("if") {
        otherwise = try block()
        break
      }
    } while true
    return Self.ifChain(chain[...], otherwise: otherwise, at: start)
  }

  /// One clause of an `if` condition: what it tests, and the names it binds for what follows.
  struct ConditionClause {
    var condition: Expression
    var bindings: [Statement]
  }

  /// The clauses of one `if` condition, up to its body's `{`.
  private mutating func conditionClauses() throws(Diagnostic) -> [ConditionClause] {
    var clauses: [ConditionClause] = []
    skipNewlines()  // `if` alone on its line, the clauses below it (jordanbaird/Ice's `if\n let selection,\n let item = …\n{`)
    repeat {
      if current.isSymbol(",") {
        advance()
        skipNewlines()
      }
      if current.isWord("let") || current.isWord("var") {
        let optional = try optionalBinding()
        clauses.append(ConditionClause(condition: optional.condition, bindings: [optional.binding]))
      } else if current.isWord("case") {
        let pattern = try ifCaseCondition()
        clauses.append(ConditionClause(condition: pattern.condition, bindings: pattern.bindings))
      } else {
        clauses.append(ConditionClause(condition: try expression(), bindings: []))
      }
    } while current.isSymbol(",")
    return clauses
  }

  /// The `if` statement of a chain of branches: one `ifElse` of every branch when each tests
  /// one clause; else a branch's later clauses nest inside its first, each failing into the
  /// rest of the chain, as Swift runs them.
  private static func ifChain(_ chain: ArraySlice<(clauses: [ConditionClause], body: [Statement])>, otherwise: [Statement]?,
                              at start: SourceLocation) -> Statement {
    if chain.allSatisfy({ $0.clauses.count == 1 }) {
      return .ifElse(branches: chain.map { ($0.clauses[0].condition, $0.clauses[0].bindings + $0.body) }, otherwise: otherwise, start)
    }
    let first = chain[chain.startIndex]
    let rest: [Statement]? = chain.count > 1 ? [ifChain(chain.dropFirst(), otherwise: otherwise, at: start)] : otherwise
    func nested(_ clauses: ArraySlice<ConditionClause>) -> Statement {
      let clause = clauses[clauses.startIndex]
      let body = clauses.count > 1 ? [nested(clauses.dropFirst())] : first.body
      return .ifElse(branches: [(clause.condition, clause.bindings + body)], otherwise: rest, start)
    }
    return nested(first.clauses[...])
  }

  /// `for NAME in SEQUENCE { … }`.
  private mutating func forStatement() throws(Diagnostic) -> Statement {
    let start = current.location
    advance()
    while current.isWord("await") || current.isWord("try") || current.isWord("case") { advance() }  // `for await event in stream`
    let mutable = current.isWord("var")
    if current.isWord("let") || current.isWord("var"), peek().identifier != nil || peek().isSymbol("(") { advance() }  // `for var x in`, `for case let x? in`
    let variables = try loopPattern()
    // `for case let item? in optionals`: the body runs for the elements that are not nil.
    let unwrapLocation = current.location
    let unwraps = current.isSymbol("?")
    if unwraps { advance() }
    guard current.isWord("in") else {
      throw Diagnostic("expected 'in' after the loop variable, found \(current.spelling)", at: current.location)
    }
    advance()
    let sequence = try withoutTrailingClosures { (parser: inout Parser) throws(Diagnostic) in try parser.expression() }
    var clauses: [Expression] = []
    if unwraps { clauses.append(.binary(.notEqual, .name(variables[0], unwrapLocation), .name("nil", unwrapLocation), unwrapLocation)) }
    if current.isWord("where") {
      // `for x in items where x.isVisible { … }`: the body runs for the elements the clause keeps.
      advance()
      clauses.append(try withoutTrailingClosures { (parser: inout Parser) throws(Diagnostic) in try parser.expression() })
    }
    var body = try block()
    if mutable {
      // `for var x in …`: each element a variable of the body, in a scope of its own under the loop's.
      let copies = variables.map { Statement.binding(name: $0, isVariable: true, value: .name($0, start), start) }
      body = [.ifElse(branches: [(.bool(true, start), copies + body)], otherwise: nil, start)]
    }
    for clause in clauses.reversed() { body = [.ifElse(branches: [(clause, body)], otherwise: nil, clause.location)] }
    return .forIn(variables: variables, sequence: sequence, body: body, start)
  }

  /// Parses with `{` reserved for the body that follows.
  mutating func withoutTrailingClosures<T>(_ parse: (inout Parser) throws(Diagnostic) -> T) throws(Diagnostic) -> T {
    let saved = allowsTrailingClosure
    allowsTrailingClosure = false
    defer { allowsTrailingClosure = saved }
    return try parse(&self)
  }
}

extension Token.Kind {
  var isAttribute: Bool {
    if case .attribute = self { return true }
    return false
  }
}
