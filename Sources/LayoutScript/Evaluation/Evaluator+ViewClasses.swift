import LayoutCore

/// A view made from one of the file's classes: the class, its stored properties (a class is a
/// reference type: every use of the view sees them as they are now), and the views they named.
struct ViewClassInstance {
  let className: String
  var scope: [String: Evaluator.Variable]
  /// The views declared in the instance's code, by the name declared (`title`), which take the
  /// view's own name as a prefix once it has one (`card.title`, `Evaluator.nameInstanceViews`).
  var declaredViews: [(name: String, view: Int)] = []
}

/// The file's UIKit classes other than the one it shows (`Evaluator+ShownClass`): each is a
/// type, and `CardView()` (or `let card = CardView()`) makes a view of it, its stored
/// properties made and its set-up code run at once, as `init` does. Placed in a layout, a class
/// with a `body` (or a `sizeThatFits` override) is a `HostedView`: its body is built then, from
/// its properties as they are, and the engine lays it out in the view; a class with neither is
/// a view of its superclass (`class Badge: UILabel` a label), set up by its code.
extension Evaluator {
  /// Declares a class the file does not show; returns the declarations its members hold (nested
  /// types, alignments), which the file declares as its own.
  func declareViewClass(_ declaration: ViewClassDeclaration) throws(Diagnostic) -> [Statement] {
    let name = declaration.name
    guard declarations.viewClasses[name] == nil, declarations.structTypes[name] == nil, declarations.functions[name] == nil else {
      throw Diagnostic("invalid redeclaration of '\(name)'", at: declaration.location)
    }
    declarations.viewClasses[name] = declaration
    for var method in declaration.methods where typeMember(named: method.name, in: name) == nil {
      method.memberOf = name
      try declareMember(method, of: name)
    }
    var nested: [Statement] = []
    for member in declaration.members {
      switch member {
      case .function(var function) where function.memberOf == nil && !function.isPreview:
        function.memberOf = name
        try declareMember(function, of: name)
      case .binding, .uninitialized, .setUp, .body, .ignored, .elision, .sequence:
        continue
      default:
        nested.append(member)
      }
    }
    return nested
  }

  /// `NAME(…)` of a class the file does not show: a new view of it, its stored properties made,
  /// then the `init` the call's labels choose run with the arguments (`CardView()` runs
  /// `init(frame:)`, as UIView's `init()` does), then its other set-up code. Without such an
  /// `init`, an argument whose label names a stored property sets it (as the `init(title:)` such
  /// classes write stores it); `frame:` is the layout's to give.
  func instantiate(_ declaration: ViewClassDeclaration, _ arguments: Arguments) throws(Diagnostic) -> Value {
    try enterCall(declaration.name, at: arguments.location,
                  hint: "'\(declaration.name)' makes a view of its own class without end; make the inner one only in a branch")
    defer { leaveCall() }
    try countElement(at: arguments.location)
    let id = viewTable.addView(typeName: declaration.name, kind: try superclassKind(declaration.superclass), at: arguments.location)
    classInstances[id] = ViewClassInstance(className: declaration.name, scope: [:])
    try notingOnce("init of \(declaration.name)") { () throws(Diagnostic) in try runInInstance(id) { () throws(Diagnostic) in
      var discarded: [Child] = []
      for member in declaration.members {
        switch member {
        case .binding, .uninitialized, .sequence:
          do throws(Diagnostic) { _ = try execute(member, into: &discarded) } catch { try recover(error, in: member) }
        case .ignored(_, let location) where declaration.methods.contains(where: { $0.location == location }):
          continue  // a method other code may call: not skipped
        case .ignored, .elision:
          _ = try execute(member, into: &discarded)
        default:
          continue
        }
      }
      let initializer = chosenInitializer(declaration.initializers, for: arguments)
      for argument in arguments.items where initializer == nil {
        guard let label = argument.label, label != "frame" else { continue }
        guard scopes[1][label] != nil else {
          throw Diagnostic("'\(declaration.name)' has no property '\(label)' for this argument", at: argument.location,
                           hint: didYouMean(label, among: Array(scopes[1].keys)) ?? "its init's parameters are read as the properties they set")
        }
        scopes[1][label]?.value = argument.value
      }
      if let initializer {
        var given = arguments
        if initializer.parameters.contains(where: { $0.label == "frame" }), given["frame"] == nil {
          given.items.append(EvaluatedArgument(label: "frame", value: .rect(.zero), isTrailingClosure: false, location: arguments.location,
                                               callee: declaration.name))
        }
        scopes.append(try bind(FunctionDeclaration(name: declaration.name, parameters: initializer.parameters, body: [], isProperty: false,
                                                   location: initializer.location), given))
        try runSetUp("'init'", initializer.body)
        scopes.removeLast()
      }
      for case .setUp(let what, let body, _) in declaration.members
      where (what != "'init'" || declaration.initializers.isEmpty) && !Parser.isLayoutPass(what) {
        try runSetUp(what, body)
      }
    } }
    return .view(id)
  }

  /// Runs `body`, the notes it adds kept only the first time code `key` runs: what a class's code
  /// skips is said once, however many views of it are made or how often a method runs.
  func notingOnce<T>(_ key: String, _ body: () throws(Diagnostic) -> T) throws(Diagnostic) -> T {
    let firstTime = notedClassCode.insert(key).inserted
    let before = warnings.count
    defer { if !firstTime, warnings.count > before { warnings[before...].removeAll { $0.severity == .note } } }
    return try body()
  }

  /// The `init` a call of the class runs: the one whose labels the call's arguments are, in
  /// order (those with defaults may be left out); for a call without arguments, also
  /// `init(frame:)`, which UIView's `init()` calls. Nil when none is.
  private func chosenInitializer(_ initializers: [ClassInitializer], for arguments: Arguments) -> ClassInitializer? {
    func accepts(_ parameters: [Parameter], _ labels: [String?]) -> Bool {
      var remaining = labels[...]
      for parameter in parameters {
        if let label = remaining.first, label == parameter.label { remaining.removeFirst() } else if parameter.defaultValue == nil { return false }
      }
      return remaining.isEmpty
    }
    let labels = arguments.items.map(\.label)
    return initializers.first { accepts($0.parameters, labels) }
      ?? (labels.isEmpty ? initializers.first { $0.parameters.count == 1 && $0.parameters[0].label == "frame" } : nil)
  }

  /// Runs `body` as code of the view `id` of a class: its properties in scope (changes to them
  /// kept), its members visible, the views it declares named for it.
  func runInInstance<T>(_ id: Int, _ body: () throws(Diagnostic) -> T) throws(Diagnostic) -> T {
    // Code of a view running inside code of a view (its init calling `self.update()`): each sees
    // the properties as the other left them.
    if let outer = instanceContext.last, scopes.count > 1 { classInstances[outer]?.scope = scopes[1] }
    let saved = scopes
    scopes = [scopes[0], classInstances[id]?.scope ?? [:]]
    typeContext.append(classInstances[id]?.className ?? "")
    instanceContext.append(id)
    defer {
      classInstances[id]?.scope = scopes.count > 1 ? scopes[1] : [:]
      scopes = saved
      typeContext.removeLast()
      instanceContext.removeLast()
      if let outer = instanceContext.last, scopes.count > 1, let current = classInstances[outer]?.scope { scopes[1] = current }
    }
    return try body()
  }

  /// `self.title = title` in a class's code: its stored property set, whatever a parameter of the
  /// same name hides; false when the target is no such property.
  /// In the shown class's own code (its properties the file's globals), `self.contentView =
  /// contentView` of an `init(contentView:)` sets the global.
  func assignsOwnProperty(_ target: Expression, _ value: Expression, at location: SourceLocation) throws(Diagnostic) -> Bool {
    let own = instanceContext.last != nil ? 1 : 0
    guard own == 1 || flattenedClass != nil, scopes.count > own + 1, case .member(.name("self", _), let name, _) = target,
          scopes[own][name] != nil, scopes[(own + 1)...].contains(where: { $0[name] != nil }) else { return false }
    let firstNewView = viewTable.views.count
    let newValue = try evaluateInitializer(value)
    if case .unassigned = scopes[own][name]!.value { self.name(newValue, as: name, isVariable: scopes[own][name]!.isVariable, firstNewView: firstNewView) }
    scopes[own][name]?.value = newValue
    return true
  }

  /// Gives view `id` the name its declaration gives it; in a class's code, the class's name
  /// comes first until the class's view has a name of its own (`CardView.title`, then `card.title`).
  func giveDeclared(_ id: Int, name: String) {
    guard let host = instanceContext.last, host != id, let className = classInstances[host]?.className else {
      give(id, name: name)
      return
    }
    give(id, name: "\(className).\(name)")
    classInstances[host]?.declaredViews.append((name, id))
  }

  /// The views declared in the code of the classes' views, named after their view
  /// (`card.title`), outer views first; run once every view has its name.
  func nameInstanceViews() {
    for host in classInstances.keys.sorted() {
      let hostName = viewTable.views[host].name
      for (name, id) in classInstances[host]?.declaredViews ?? [] where !viewTable.states[id].hasExplicitName {
        give(id, name: "\(hostName).\(name)")
      }
    }
  }

  /// The element of a class's view placed in a layout: its body, built now, in the view; or the
  /// view of its superclass, for a class with neither a body nor a `sizeThatFits` override.
  func hostedElement(_ id: Int, at location: SourceLocation) throws(Diagnostic) -> (element: Element, depth: Int)? {
    guard let instance = classInstances[id], let declaration = declarations.viewClasses[instance.className] else { return nil }
    let override = typeMember(named: "sizeThatFits", in: declaration.name).flatMap { $0.parameters.count == 1 && !$0.isStatic ? $0 : nil }
    guard declaration.hasBody || override != nil else { return nil }
    let leaf = leafView(id, at: location)
    var body: Element?
    var depth = 1
    for case .body(let statements, let bodyLocation) in declaration.members {
      try enterCall(declaration.name, at: location, hint: "'\(declaration.name)' shows itself in its body without end; stop it with an if")
      defer { leaveCall() }
      let built = try runInInstance(id) { () throws(Diagnostic) in
        var children: [Child] = []
        if case .returned(let value) = try executeBlock(statements, into: &children) {
          children.append(Child(value: value, location: bodyLocation))
        }
        return try builderElement(children, at: bodyLocation)
      }
      body = built.element
      depth = built.depth + 1
    }
    let sizing = override.map { method in
      ViewSizing(ScriptViewSizing(className: declaration.name, method: method, members: declarations.typeMembers[declaration.name] ?? [:],
                                  context: layoutContext(adding: instance.scope)))
    }
    // Without the macro, UIKit's base view: partial when it overrides sizeThatFits, else fully flexible.
    let base: Flexibility = override == nil ? .fullyFlexible : .partial
    let flexibility = try ownFlexibility(of: id, declaration.name) ?? (declaration.hasMacro ? nil : AxesFlexibility(horizontal: base, vertical: base))
    let hosted = Element.hosted(HostedView(view: leaf, className: declaration.name, body: body, sizing: sizing, flexibility: flexibility,
                                           isSizedByBody: declaration.hasMacro))
    guard case .layout(let element, let checked) = try built(hosted, depth: depth, at: location) else { return nil }
    return (element, checked)
  }

  /// What the class's `quick_flexibility(for:)` (or QLKit's `flexibility(for:)`) answers for
  /// each axis, run on view `id`; nil when it writes neither.
  private func ownFlexibility(of id: Int, _ className: String) throws(Diagnostic) -> AxesFlexibility? {
    guard let method = ["quick_flexibility", "flexibility"].lazy.compactMap({ self.typeMember(named: $0, in: className) })
      .first(where: { $0.parameters.count == 1 && !$0.isStatic }) else { return nil }
    func answer(_ axis: String) throws(Diagnostic) -> Flexibility {
      let argument = EvaluatedArgument(label: method.parameters[0].label, value: .member(axis), isTrailingClosure: false,
                                       location: method.location, callee: method.name)
      let value = try runClassMember(method, of: id, Arguments(items: [argument], callee: method.name, location: method.location))
      guard case .member(let name) = value, let flexibility = ["fixedSize": Flexibility.fixedSize, "partial": .partial,
                                                               "fullyFlexible": .fullyFlexible][name] else {
        throw Diagnostic("'\(method.name)(for:)' must return .fixedSize, .partial or .fullyFlexible, not \(value.typeDescription)",
                         at: method.location)
      }
      return flexibility
    }
    return AxesFlexibility(horizontal: try answer("horizontal"), vertical: try answer("vertical"))
  }

  /// A property of a class's view read from outside (`card.title`), a computed property, or
  /// `view` of a view controller (the view itself); nil when the view is no class's.
  func instanceProperty(_ name: String, of id: Int, at location: SourceLocation) throws(Diagnostic) -> Value? {
    guard let instance = classInstances[id] else { return nil }
    if let variable = instance.scope[name] {
      if case .unassigned = variable.value { return try runInInstance(id) { () throws(Diagnostic) in try lookup(name, at: location) } }
      return variable.value
    }
    if let member = typeMember(named: name, in: instance.className), member.isProperty, !member.isStatic {
      return try runClassMember(member, of: id, Arguments(items: [], callee: name, location: location))
    }
    if name == "view" || name == "contentView" { return .view(id) }
    return nil
  }

  /// `card.count = 3` on a class's view: true when the class has that stored property.
  func setInstanceProperty(_ name: String, of id: Int, to value: Value, at location: SourceLocation) throws(Diagnostic) -> Bool {
    guard let variable = classInstances[id]?.scope[name] else { return false }
    guard variable.isVariable || { if case .unassigned = variable.value { return true } else { return false } }() else {
      throw Diagnostic("cannot assign to '\(name)': it is a 'let' property of '\(classInstances[id]!.className)'", at: location,
                       hint: "declare it with 'var' to make it changeable")
    }
    classInstances[id]?.scope[name]?.value = value
    return true
  }

  /// `card.configure(with: item)`: the method of the class of the view `variable` holds, run on
  /// it; `TipView.sizeThatFits(size, with: "Hi")`: a static method of the class `variable`
  /// names; `Self.makeButton(…)` (or `HwyView.makeButton(…)`) in the code of the class itself:
  /// its static method (the shown class's read as the file's functions). Nil when the variable
  /// holds no class's view (or names no class) or its class has no such method.
  func classMethodCall(_ name: String, onVariable variable: String, _ arguments: CallSyntax,
                       at location: SourceLocation) throws(Diagnostic) -> Value? {
    let value = scopes.reversed().lazy.compactMap({ $0[variable]?.value }).first
    if value == nil, let result = try ownStaticMethodCall(name, onType: variable, arguments, at: location) { return result }
    if value == nil, declarations.viewClasses[variable] != nil, let member = typeMember(named: name, in: variable), member.isStatic {
      return try runMember(member, of: variable, instance: [:], try evaluateArguments(arguments, callee: name, at: location))
    }
    guard case .view(let id)? = value,
          let className = classInstances[id]?.className,
          let member = typeMember(named: name, in: className), !member.isProperty, !member.isStatic else { return nil }
    return try runClassMember(member, of: id, try evaluateArguments(arguments, callee: name, at: location))
  }

  /// `Self.name(…)` or `ClassName.name(…)` in the class's own code: its static method. The shown
  /// class's methods and static functions are the file's functions (`flattenedMethods`); another class's code runs on
  /// its instance, whose class's static member it is. Nil for any other call.
  private func ownStaticMethodCall(_ name: String, onType type: String, _ arguments: CallSyntax,
                                   at location: SourceLocation) throws(Diagnostic) -> Value? {
    if let id = instanceContext.last, let className = classInstances[id]?.className {
      guard type == "Self" || type == className, let member = typeMember(named: name, in: className), member.isStatic,
            !member.isProperty else { return nil }
      return try runMember(member, of: className, instance: [:], try evaluateArguments(arguments, callee: name, at: location))
    }
    guard type == "Self" || type == flattenedClass, let function = declarations.functions[name],
          flattenedMethods.contains(function.location) || function.isStatic, !function.isProperty else { return nil }
    return try callComponent(function, try evaluateArguments(arguments, callee: name, at: location))
  }

  /// `self.updateLayout()` in a class's code: the class's own method, run on the view whose code
  /// this is, or one of the shown class's methods read as the file's functions; nil for any other
  /// name (UIKit's own methods, skipped with a note).
  func ownMethodCall(_ name: String, _ arguments: CallSyntax, at location: SourceLocation) throws(Diagnostic) -> Value? {
    if let id = instanceContext.last, let className = classInstances[id]?.className {
      guard let member = typeMember(named: name, in: className), !member.isProperty, !member.isStatic else { return nil }
      return try runClassMember(member, of: id, try evaluateArguments(arguments, callee: name, at: location))
    }
    guard let function = declarations.functions[name], flattenedMethods.contains(function.location) else { return nil }
    return try callComponent(function, try evaluateArguments(arguments, callee: name, at: location))
  }

  /// Runs a method or computed property of a class on its view `id`, its changes to the view's
  /// properties kept.
  private func runClassMember(_ member: FunctionDeclaration, of id: Int, _ arguments: Arguments) throws(Diagnostic) -> Value {
    let parameters = try bind(member, arguments)
    try enterCall(member.name, at: arguments.location, hint: "'\(member.name)' calls itself without end; stop the recursion with an if")
    defer { leaveCall() }
    return try notingOnce("\(member.memberOf ?? "").\(member.name)") { () throws(Diagnostic) in
      try runInInstance(id) { () throws(Diagnostic) in
        scopes += [parameters, [:]]  // the body's locals on their own: one may shadow a parameter
        defer { scopes.removeLast(2) }
        return try result(of: member.body)
      }
    }
  }

  /// The view a class's view is made as: its UIKit superclass's (`UILabel`), else a plain view.
  private func superclassKind(_ superclass: String?) throws(Diagnostic) -> LeafKind {
    guard let superclass, let constructor = Vocabulary.views[superclass], !Self.containerSuperclasses.contains(superclass) else {
      return .plainView
    }
    return try constructor.build(self, Arguments(items: [], callee: superclass, location: SourceLocation(file: "", line: 0, column: 0)))
  }

  /// The superclasses whose views are containers: their subclass's view is its layout's.
  static let containerSuperclasses: Set<String> = ["UIView", "UIControl", "UICollectionViewCell", "UITableViewCell", "UIScrollView"]
}
