import LayoutCore

/// The types real app files declare beside their views: structs and model classes with stored
/// properties, computed properties, methods and static members; enums with cases, raw values
/// and computed properties; protocols; extensions adding members. Members are kept per type
/// (`FunctionDeclaration.memberOf`), so two types may each have a member of the same name.
extension Parser {
  /// `struct NAME: Protocols { … }` or a model `class NAME: ObservableObject { … }`: its stored
  /// properties become the fields of its initializer, its other members the type's members;
  /// an initializer is skipped with a note (a struct is made memberwise).
  mutating func structDeclaration() throws(Diagnostic) -> Statement {
    let isClass = current.isWord("class")
    advance()
    let (plain, location) = try expectIdentifier("expected a type name after '\(isClass ? "class" : "struct")'")
    let name = nestedName(plain)
    let conformances = try inheritance()
    var fields: [StructField] = []
    var others: [Statement] = []
    let outer = enclosingType
    enclosingType = name
    defer { enclosingType = outer }
    try members(of: name) { (parser: inout Parser) throws(Diagnostic) in
      try parser.typeMember(of: name, fields: &fields, others: &others)
    }
    let declaration = Statement.structure(StructDeclaration(name: name, fields: fields, location: location, isClass: isClass,
                                                            conformances: conformances))
    return .declarations([declaration] + others, location)
  }

  /// `enum NAME: RawType, Protocols { case a, b = "B", c(Int) … }`: its cases (values written
  /// `.a`), raw values and members.
  mutating func enumDeclaration() throws(Diagnostic) -> Statement {
    advance()
    let (plain, location) = try expectIdentifier("expected a type name after 'enum'")
    let name = nestedName(plain)
    let conformances = try inheritance()
    let outer = enclosingType
    enclosingType = name
    defer { enclosingType = outer }
    var cases: [(name: String, rawValue: Expression?)] = []
    var payloads: [String: [String]] = [:]
    var fields: [StructField] = []
    var others: [Statement] = []
    try members(of: name) { (parser: inout Parser) throws(Diagnostic) in
      guard parser.current.isWord("case") else { return try parser.typeMember(of: name, fields: &fields, others: &others) }
      repeat {
        parser.advance()
        parser.skipNewlines()
        let (caseName, _) = try parser.expectIdentifier("expected a case name")
        var rawValue: Expression?
        if parser.current.isSymbol("(") { payloads[caseName] = try parser.associatedValueTypes() }
        if parser.current.isSymbol("=") {
          parser.advance()
          rawValue = try parser.expression()
        }
        cases.append((caseName, rawValue))
      } while parser.current.isSymbol(",")
    }
    let rawType = conformances.first { ["String", "Int", "Double", "CGFloat", "Character"].contains($0) }
    return .declarations([.enumeration(EnumDeclaration(name: name, cases: cases, rawType: rawType, location: location, payloads: payloads))]
                           + others, location)
  }

  /// `(running: Bool, title: String? = nil)` after a case's name: the types of its associated
  /// values, in order (a label and a default read past); the parentheses skipped whole, giving
  /// none, when they hold what a type is not.
  mutating func associatedValueTypes() throws(Diagnostic) -> [String] {
    let saved = self
    do throws(Diagnostic) {
      advance()
      var types: [String] = []
      while !current.isSymbol(")") {
        if current.identifier != nil, peek().isSymbol(":") { advance(); advance() }
        types.append(try typeText())
        if current.isSymbol("=") {
          while !current.isSymbol(","), !current.isSymbol(")"), current.kind != .end {
            if current.isSymbol("(") || current.isSymbol("[") { try skipBalanced() } else { advance() }
          }
        }
        if current.isSymbol(",") { advance() } else if !current.isSymbol(")") {
          throw Diagnostic("expected ',' or ')' after an associated value's type", at: current.location)
        }
      }
      advance()
      return types
    } catch {
      self = saved
      try skipBalanced()
      return []
    }
  }

  /// `protocol NAME { requirements }`: nothing to run (its extensions' members are); noted.
  mutating func protocolDeclaration() throws(Diagnostic) -> Statement {
    let start = current.location
    advance()
    let (name, _) = try expectIdentifier("expected a protocol name after 'protocol'")
    _ = try inheritance()
    try skipBalanced()
    return .ignored(what: "protocol '\(name)' (its requirements; its extensions' members are read)", start)
  }

  /// `extension NAME: Protocols { members }` of a type other than a custom layout's or
  /// `View`'s methods: the members join the type's (a model's computed property, a static
  /// sample, a protocol's default implementation).
  mutating func typeExtension() throws(Diagnostic) -> Statement {
    let start = index
    let keyword = current.location
    advance()
    let extended = try extendedTypeName()
    let name = extended.path
    _ = try inheritance()
    let outer = enclosingType
    enclosingType = name
    defer { enclosingType = outer }
    var fields: [StructField] = []
    var others: [Statement] = []
    let saved = inLayoutMethods
    inLayoutMethods = true
    defer { inLayoutMethods = saved }
    try members(of: name) { (parser: inout Parser) throws(Diagnostic) in
      try parser.typeMember(of: name, fields: &fields, others: &others)
    }
    // An extension of only methods on View or a custom layout keeps its meaning (modifiers, layout methods).
    let methods = others.compactMap { statement -> FunctionDeclaration? in
      if case .function(let f) = statement, !f.isProperty, !f.isStatic, f.name != "init" { return f } else { return nil }
    }
    // A UIKit class's set-up (`override func viewDidLoad()`) makes it an extension of a class, read above.
    let setsUp = methods.contains { $0.parameters.isEmpty && Self.setUpMethods.contains($0.name) }
    if methods.count == others.count, fields.isEmpty, !methods.isEmpty, !setsUp {
      let afterMembers = self
      index = start
      // Methods whose Swift only a class's set-up code tolerates (`toleratedMethod`) are no layout's.
      let errors = diagnostics.count
      if let layoutMethods = try? layoutExtension(), diagnostics.count == errors { return layoutMethods }
      self = afterMembers
    }
    return .declarations(others, keyword)
  }

  /// The name of the type an extension extends, after `extension`: a nested type by its own name
  /// (`extension SimCtl.Privacy.Permission`) and by its path (`SimCtl.Privacy.Permission`, which
  /// `NestedTypeNames` reads as the file's nested type of that path, else as its own name), and
  /// Swift 5.7's sugar `extension [String: String]` and `extension [Item]` (SE-0361) as
  /// `Dictionary` and `Array`.
  mutating func extendedTypeName() throws(Diagnostic) -> (name: String, location: SourceLocation, path: String) {
    if current.isSymbol("[") {
      let open = index
      let location = current.location
      try skipBalanced()
      let name = tokens.tokens(in: open..<index).contains { $0.isSymbol(":") } ? "Dictionary" : "Array"
      return (name, location, name)
    }
    var (name, location) = try expectIdentifier("expected a type name after 'extension'")
    var path = name
    while current.isSymbol("."), let nested = peek().identifier {
      name = nested
      path += "." + nested
      advance()
      location = current.location
      advance()
    }
    return (name, location, path)
  }

  /// The name a type declared here takes: its path from the type whose members are read
  /// (`ScreenA.State`), its own name at the top level.
  func nestedName(_ name: String) -> String {
    enclosingType.map { "\($0).\(name)" } ?? name
  }

  /// One member of a type's body, after its modifiers: a stored property joins `fields`, a
  /// computed property, method or static member joins `others` as the type's member; nested
  /// types join `others` as declarations; initializers and the rest are skipped with a note.
  mutating func typeMember(of typeName: String, fields: inout [StructField],
                                   others: inout [Statement]) throws(Diagnostic) {
    let isStatic = declarationIsStatic
    let isEventHandler = declarationIsEventHandler
    let wrapper = declarationWrapper
    let start = current.location
    switch current.identifier {
    case "let", "var":
      let isVariable = current.isWord("var")
      advance()
      let (name, location) = try expectIdentifier("expected a property name")
      var type: String?
      if current.isSymbol(":") {
        advance()
        type = try typeText()
        skipNewlinesBeforeBrace()  // `var body: some View` then `{` on its own line
      }
      if current.isSymbol("{"), !isStatic, Self.observers.contains(peekPastNewlines(1).identifier ?? "") {
        // `var cheats: [Cheat]? { didSet { … } }`: a stored property with observers, which are
        // not run (a script sets its properties once); Swift's memberwise initializer gives an
        // optional `var` without a value nil.
        try skipBalanced()
        let value: Expression? = isVariable && type.map { $0.hasSuffix("?") || $0.hasSuffix("!") } == true ? .name("nil", location) : nil
        fields.append(StructField(name: name, defaultValue: wrapper?.providedValue(name: name, type: type, at: location) ?? value,
                                  location: location, type: type))
        return
      }
      if current.isSymbol("{") {
        let saved = self
        let savedInFunction = inFunction
        inFunction = true
        defer { inFunction = savedInFunction }
        do {
          let body = try propertyBody()
          others.append(.function(FunctionDeclaration(name: name, parameters: [], body: body, isProperty: true, location: location,
                                                      resultType: type, memberOf: typeName, isStatic: isStatic)))
        } catch {
          // A view's body is what the file is about: its error is reported, not skipped.
          if name == "body" { throw error }
          self = saved
          try skipBalanced()
          others.append(.ignored(what: "computed property '\(name)' of '\(typeName)'", location))
        }
        return
      }
      var value: Expression?
      if current.isSymbol("=") {
        advance()
        skipNewlines()
        let written = try expression()
        value = wrapper?.held(written, at: location) ?? written
      } else if let provided = wrapper?.providedValue(name: name, type: type, at: location) {
        value = provided
      } else if isVariable, let type, type.hasSuffix("?") || type.hasSuffix("!") {
        value = .name("nil", location)  // Swift's memberwise initializer gives an optional `var` nil
      }
      if current.isSymbol("{") || atPropertyObservers {  // didSet / willSet
        skipNewlines()
        try skipBalanced()
      }
      if isStatic {
        let body: [Statement] = value.map { [.returnValue($0, location)] } ?? []
        others.append(.function(FunctionDeclaration(name: name, parameters: [], body: body, isProperty: true, location: location,
                                                    resultType: type, memberOf: typeName, isStatic: true)))
      } else {
        fields.append(StructField(name: name, defaultValue: value, location: location, type: type, isInput: isVariable && wrapper == nil))
      }
    case "func":
      if let name = peek().identifier, let setUp = try setUpMethod(), case .setUp(_, let body, let location) = setUp {
        // `override func viewDidLoad()` in an extension of a pasted class: set-up code, read as a class's is.
        others.append(.function(FunctionDeclaration(name: name, parameters: [], body: body, isProperty: false, location: location,
                                                    memberOf: typeName, isStatic: isStatic)))
        return
      }
      let saved = self
      do {
        var function = try functionDeclaration()
        function.memberOf = typeName
        function.isStatic = isStatic
        function.isEventHandler = isEventHandler
        others.append(.function(function))
      } catch {
        self = saved
        if var tolerant = try toleratedMethod() {
          tolerant.memberOf = typeName
          tolerant.isStatic = isStatic
          tolerant.isEventHandler = isEventHandler
          others.append(.function(tolerant))
          return
        }
        self = saved
        advance()
        let name = current.identifier ?? "?"
        try skipMemberDeclaration()
        others.append(.ignored(what: "method '\(name)' of '\(typeName)'", start))
      }
    case "class" where nestedClassIsView:
      try hoistNestedClass()
    case "struct", "class", "enum", "protocol", "extension":
      others.append(try statement())
    case "subscript" where peek().isSymbol("(") || peek().isSymbol("<"):
      // `subscript(index: Int) -> Item { get { items[index] } set { … } }`: the type's member
      // `subscript`, run by `value[index]`; its parameters take no labels, as Swift's don't by default.
      let saved = self
      do {
        advance()
        if current.isSymbol("<") { try skipGenericClause() }
        let parameters = try parameterList(after: "'subscript'").map { parameter in
          var parameter = parameter
          parameter.label = nil
          return parameter
        }
        var resultType: String?
        if current.isSymbol("->") {
          advance()
          resultType = try typeText()
        }
        if current.isWord("where") {
          while !current.isSymbol("{"), current.kind != .newline, current.kind != .end { advance() }
        }
        let body = try propertyBody()
        others.append(.function(FunctionDeclaration(name: "subscript", parameters: parameters, body: body, isProperty: false, location: start,
                                                    resultType: resultType, memberOf: typeName, isStatic: isStatic)))
      } catch {
        self = saved
        advance()
        try skipMemberDeclaration()
        others.append(.ignored(what: "'subscript' in '\(typeName)'", start))
      }
    case "init" where peek().isSymbol("(") || peek().isSymbol("?"):
      // Its signature says how a view is called (`init(_ title: String, @ViewBuilder content: …)`);
      // its body, which stores the arguments, runs when a view is made (`Evaluator+ViewInitializers`);
      // one the parser cannot read is skipped, the properties then taking the arguments of their names.
      advance()
      while current.isSymbol("?") || current.isSymbol("!") { advance() }
      let parameters = try parameterList(after: "'init'")
      try skipEffects()
      if current.isWord("where") {
        while !current.isSymbol("{"), current.kind != .newline, current.kind != .end { advance() }
      }
      // A signature without a body (`init(top: CGFloat, …)` of an API listing) declares as much.
      skipNewlinesBeforeBrace()  // Allman style: the body's `{` on a line of its own
      var body: [Statement] = []
      if current.isSymbol("{") {
        let saved = self
        do throws(Diagnostic) {
          let outer = inFunction
          inFunction = true
          defer { inFunction = outer }
          body = try block()
        } catch {
          self = saved
          try skipBalanced()
        }
      }
      others.append(.function(FunctionDeclaration(name: "init", parameters: parameters, body: body, isProperty: false, location: start,
                                                  memberOf: typeName)))
    default:
      let what = current.identifier ?? current.spelling
      advance()
      try skipMemberDeclaration()
      others.append(.ignored(what: "'\(what)' in '\(typeName)'", start))
    }
  }

  /// A type annotation as written, its names and symbols joined (`[Item]`, `Binding<Bool>`, `String?`).
  mutating func typeText() throws(Diagnostic) -> String {
    let start = index
    try skipType()
    var text = ""
    var previousIsName = false
    for token in tokens.tokens(in: start..<index) {
      if previousIsName, token.identifier != nil { text += " " }  // `some View`
      if let name = token.identifier, name.startsUppercase { annotatedTypes.insert(name) }
      text += token.text
      previousIsName = token.identifier != nil
    }
    return text
  }
}

/// An `enum` of the script: its cases in order, with the raw values written for them.
struct EnumDeclaration: Sendable {
  var name: String
  var cases: [(name: String, rawValue: Expression?)]
  /// `String`, `Int`…: the raw type, nil for an enum without raw values.
  var rawType: String?
  var location: SourceLocation
  /// The types of each case's associated values, by case (`case dim(UIView, CGFloat)`).
  var payloads: [String: [String]] = [:]
}

extension Parser {
  /// True when the class declared here is a model (`@Observable`, an `ObservableObject`, an
  /// `NSObject` or a class of no superclass), not a UIKit view or view controller. A class whose
  /// superclass, first in its list as Swift requires, is a view's or a controller's
  /// (`class CountedMessageView: UIView, Identifiable`) is one, whatever protocols follow.
  var isModelClass: Bool {
    if declarationWrapper?.name == "Observable" { return true }
    var names: [String] = []
    var position = index + 2  // after `class NAME`
    var superclass: String?
    var hasSuperclass = false
    while tokens[position].kind != .end, !tokens[position].isSymbol("{"), names.count < 16 {
      if tokens[position].isSymbol(":") { hasSuperclass = true }
      if let name = tokens[position].identifier {
        if hasSuperclass, superclass == nil { superclass = name }
        names.append(name)
      }
      position += 1
    }
    if let superclass, Self.isViewOrController(superclass) { return false }
    return !hasSuperclass || names.contains { Self.modelBases.contains($0) }
  }

  /// What a model class inherits from or conforms to, unlike a UIKit view.
  static let modelBases: Set<String> = ["ObservableObject", "NSObject", "Observable", "Identifiable", "Codable", "Hashable", "Equatable"]

  /// `do { … } catch { … }`: the `do` block, run in a scope of its own; the `catch` clauses
  /// are never reached (nothing in a script throws) and are skipped.
  mutating func doStatement() throws(Diagnostic) -> Statement {
    let start = current.location
    advance()
    let body = try block()
    while afterNewlines().isWord("catch") {
      skipNewlines()
      while !current.isSymbol("{"), current.kind != .end { advance() }
      try skipBalanced()
    }
    return .ifElse(branches: [(.bool(true, start), body)], otherwise: nil, start)
  }
}
