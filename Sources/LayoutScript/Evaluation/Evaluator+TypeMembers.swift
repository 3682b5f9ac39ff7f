import LayoutCore

/// The members of the script's own types: a view struct's computed properties and helper
/// methods seen from its body, a model's computed properties and methods on its values, static
/// members on the type (`Landmark.sample`), an enum's cases, raw values and members, a protocol
/// extension's default implementations. A member runs with its instance's properties in scope
/// (a view's stored properties, a value's fields and `self`).
extension Evaluator {
  /// The member `name` of `typeName`, or of a protocol it conforms to.
  func typeMember(named name: String, in typeName: String) -> FunctionDeclaration? {
    if let member = declarations.typeMembers[typeName]?[name] { return member }
    for conformance in declarations.structTypes[typeName]?.conformances ?? [] {
      if let member = declarations.typeMembers[conformance]?[name] { return member }
    }
    return nil
  }

  /// The member `name` of the type whose body or member runs now, with the scope of its instance.
  func contextMember(_ name: String) -> (member: FunctionDeclaration, instance: [String: Variable], type: String)? {
    guard let type = typeContext.last, let member = typeMember(named: name, in: type) else { return nil }
    return (member, member.isStatic || scopes.count < 2 ? [:] : scopes[1], type)
  }

  /// Runs `member` of `type` with `instance` in scope (its properties, `self`) and `arguments`.
  func runMember(_ member: FunctionDeclaration, of type: String, instance: [String: Variable], _ arguments: Arguments) throws(Diagnostic) -> Value {
    var parameters = try bind(member, arguments)
    if parameters["self"] == nil, let receiver = instance["self"] { parameters["self"] = receiver }
    try enterCall(member.name, at: arguments.location, hint: "'\(member.name)' calls itself without end; stop the recursion with an if")
    defer { leaveCall() }
    let saved = scopes
    // The body's locals in a scope of their own, as a function's: one may shadow a parameter
    // (`let icon = icon ?? placeholder`).
    scopes = [scopes[0], instance, parameters, [:]]
    typeContext.append(type)
    // An instance member that builds a view (a model's `var icon: some View`) is a view's body:
    // what of it qlrepl cannot run becomes a placeholder, as in a view struct's (`Evaluator+Unmodelled`).
    // A preview's failure is its own (`shownChildren` shows the view without it).
    let buildsView = !member.isStatic && !member.isPreview && member.resultType.map(Parser.isLayoutType) == true
    if buildsView { viewBodies += 1 }
    defer {
      returnToScopes(saved)
      typeContext.removeLast()
      if buildsView { viewBodies -= 1 }
    }
    let value = try result(of: member.body)
    if case .void = value, member.resultType.map(Parser.isLayoutType) == true { return .group([], .builder) }
    return value
  }

  /// The scope a value's members see: its fields and `self`.
  func instanceScope(of value: Value) -> [String: Variable] {
    var scope: [String: Variable] = ["self": Variable(value: value, isVariable: false)]
    if case .structure(let structure) = value {
      for case (let name?, let field) in structure.fields { scope[name] = Variable(value: field, isVariable: true) }
    }
    return scope
  }

  /// The script type a value is of: a struct's or model's name, or the enum whose case it is;
  /// for a constraint, `NSLayoutConstraint` when the file extends it (`extension NSLayoutConstraint
  /// { func prioritize(at:) -> NSLayoutConstraint { … } }`).
  func scriptType(of value: Value) -> String? {
    switch value {
    case .structure(let structure): return structure.typeName
    case .uikit(.constraint) where declarations.typeMembers["NSLayoutConstraint"] != nil: return "NSLayoutConstraint"
    case .member(let name): return enumDeclaring(name)
    default: return nil
    }
  }

  /// The first enum of the script with a case `name`.
  func enumDeclaring(_ name: String) -> String? {
    declarations.enumCases.first { $0.value.contains(name) }?.key
  }

  /// `value.name` of a script type's value when it is a member: a computed property, a raw
  /// value; nil when the type has no such member.
  func instanceMember(_ name: String, of value: Value, at location: SourceLocation) throws(Diagnostic) -> Value? {
    guard let type = scriptType(of: value) else { return nil }
    if case .member(let caseName) = value {
      if name == "rawValue" { return try rawValue(of: caseName, in: type) }
      if name == "id", typeMember(named: "id", in: type) == nil { return value }
    }
    guard let member = typeMember(named: name, in: type), member.isProperty, !member.isStatic else { return nil }
    return try runMember(member, of: type, instance: instanceScope(of: value), Arguments(items: [], callee: name, location: location))
  }

  /// `value.name(arguments)` of a script type's method; nil when it has none.
  func instanceMethod(_ name: String, of value: Value, _ arguments: Arguments) throws(Diagnostic) -> Value? {
    guard let type = scriptType(of: value), let member = typeMember(named: name, in: type), !member.isProperty else { return nil }
    return try runMember(member, of: type, instance: instanceScope(of: value), arguments)
  }

  /// `Type.name` of a script type: a static member, an enum case, `allCases`.
  func staticMember(_ name: String, of type: String, at location: SourceLocation) throws(Diagnostic) -> Value? {
    if let cases = declarations.enumCases[type] {
      if cases.contains(name) { return .member(name) }
      if name == "allCases" { return .array(cases.map(Value.member)) }
    }
    guard let member = typeMember(named: name, in: type), member.isStatic, member.isProperty else { return nil }
    return try runMember(member, of: type, instance: [:], Arguments(items: [], callee: name, location: location))
  }

  /// True for a type the script declares (a struct, a model, an enum, a type with members).
  func isScriptType(_ name: String) -> Bool {
    declarations.structTypes[name] != nil || declarations.enumCases[name] != nil || declarations.typeMembers[name] != nil
  }

  /// The raw value of an enum's case: as written, else its name (a `String` enum) or its index (an `Int` one).
  private func rawValue(of caseName: String, in type: String) throws(Diagnostic) -> Value {
    if let written = declarations.enumRawValues[type]?[caseName] { return try evaluate(written) }
    if declarations.enumRawTypes[type] == "Int", let index = declarations.enumCases[type]?.firstIndex(of: caseName) {
      return .number(Double(index))
    }
    return .string(caseName)
  }

  /// `Type(rawValue: …)` of an enum: the case with that raw value, or nil.
  func enumCase(_ type: String, _ arguments: Arguments) throws(Diagnostic) -> Value {
    try arguments.check(["rawValue"])
    guard let wanted = arguments["rawValue"] else {
      throw Diagnostic("'\(type)(rawValue:)' needs a raw value", at: arguments.location)
    }
    for name in declarations.enumCases[type] ?? [] {
      if case .bool(true) = try binary(.equal, try rawValue(of: name, in: type), wanted.value, at: arguments.location,
                                       operands: arguments.location) { return .member(name) }
    }
    return .void
  }

  /// Declares an enum: its cases, raw values and raw type.
  func declareEnum(_ declaration: EnumDeclaration) throws(Diagnostic) {
    guard declarations.enumCases[declaration.name] == nil, declarations.structTypes[declaration.name] == nil else {
      throw Diagnostic("invalid redeclaration of '\(declaration.name)'", at: declaration.location)
    }
    declarations.enumCases[declaration.name] = declaration.cases.map(\.name)
    declarations.enumRawTypes[declaration.name] = declaration.rawType
    if !declaration.payloads.isEmpty { declarations.enumPayloadTypes[declaration.name] = declaration.payloads }
    var raw: [String: Expression] = [:]
    for item in declaration.cases { if let value = item.rawValue { raw[item.name] = value } }
    declarations.enumRawValues[declaration.name] = raw
  }

  /// Declares a member of a type. Methods overload by their labels (`tableView(_:cellForRowAt:)`
  /// and `tableView(_:numberOfRowsInSection:)`, `init()` and `init(top:…)`) and a constrained
  /// extension may declare a property again (`extension Wrapper where Base: UIView`): the
  /// first one declared is the one the script runs. A stored property and a computed one of the
  /// same name, which Swift rejects, is an error.
  func declareMember(_ member: FunctionDeclaration, of type: String) throws(Diagnostic) {
    guard declarations.typeMembers[type]?[member.name] == nil else { return }
    if member.isProperty, !member.isStatic, declarations.structTypes[type]?.fields.contains(where: { $0.name == member.name }) == true {
      throw Diagnostic("invalid redeclaration of '\(member.name)' in '\(type)'", at: member.location,
                       hint: "'\(type)' stores a property of that name")
    }
    declarations.typeMembers[type, default: [:]][member.name] = member
  }
}

extension Evaluator {
  /// `.modifier(Bordered(width: 2))` of a `struct Bordered: ViewModifier`: its
  /// `body(content:)` run with the modified view as `content`; nil when the argument is no such struct.
  func viewModifier(_ arguments: Arguments, on base: Value) throws(Diagnostic) -> Value? {
    guard let argument = arguments.positional(0), let type = scriptType(of: argument.value),
          let body = typeMember(named: "body", in: type), !body.isProperty else { return nil }
    let content = EvaluatedArgument(label: body.parameters.first?.label, value: base, isTrailingClosure: false,
                                    location: arguments.location, callee: "body")
    return try runMember(body, of: type, instance: instanceScope(of: argument.value), Arguments(items: [content], callee: "body", location: arguments.location))
  }
}
