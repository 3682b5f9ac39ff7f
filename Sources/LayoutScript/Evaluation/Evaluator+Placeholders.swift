import LayoutCore

/// Placeholders made as evaluation meets names the script never declares (see `Placeholders`).
extension Evaluator {
  /// The did-you-mean that makes `name` a typo (an error) rather than a placeholder. A type's
  /// name (uppercase first) is compared with the types only, which the body does not change: its
  /// answer is kept, so `ExpensiveView(index: i)` in a loop of 100,000 costs one comparison with
  /// the vocabulary, not one each time (a fuzz input took 37 s in a debug build).
  /// With `call`, the call `name` is written in, a near name that would refuse its arguments
  /// makes it none (`Placeholders.typoHint(_:values:types:call:)`).
  func typoHint(_ name: String, call: Arguments? = nil) -> String? {
    let isType = name.startsUppercase
    if isType, let known = typeTypoCandidates[name] {
      return isRunningView(known) ? nil : Placeholders.hint(known, call: call, declared: declarations.functions)
    }
    let types = Array(Vocabulary.views.keys) + Vocabulary.functions.keys + declarations.structTypes.keys
      + declarations.layoutTypes.keys + declarations.functions.keys + Self.typeNames
    let candidates = Placeholders.typoCandidates(name, values: isType ? [] : visibleNames, types: types)
    let candidate = isType ? nearType(name, among: candidates) : candidates.min()
    if isType { typeTypoCandidates[name] = .some(candidate) }
    return isType && isRunningView(candidate) ? nil : Placeholders.hint(candidate, call: call, declared: declarations.functions)
  }

  /// True when `candidate` is the view struct whose body runs: no name there is a slip of it,
  /// which would show itself without end (`InvoiceView(…)` in `InvoicesView`'s body is another file's view).
  private func isRunningView(_ candidate: String?) -> Bool {
    guard let candidate else { return false }
    return candidate == typeContext.last && declarations.functions[candidate]?.isViewStruct == true
  }

  /// The type a type's name `name` is a typo of, among the types one edit from it: the first.
  /// But when the file names a nested type on `name` (`Fnt.Weight`, `Animations.State`), a near
  /// type that nests it (`Font.Weight`), else one the file declares (whose nested types the file
  /// shows); none when only types that nest no such type are near (SwiftUI's `Animation` and
  /// Foundation's `Timer` nest no `State`): `name` is a type of the app's own then, a reducer
  /// with its `State`, wherever the file writes it (`Animations()` too), not a typo. Likewise a
  /// near type whose statics qlrepl knows all of and which has none the file names on `name`:
  /// `LString.titleCopied` is no `String` (`Placeholders.staticMembers`), but `Colr.red` is `Color`.
  /// And a type's plural whose statics the file reads is the namespace apps give such values
  /// (`Colors.accent`, `Fonts.title`), no typo of the type.
  func nearType(_ name: String, among candidates: [String]) -> String? {
    // A type the file writes in a type annotation (`let tag: Tag` beside `Tag.placeholder(4)`) is
    // one the app's compiler found, so not a typo of SwiftUI's `Tab`.
    if annotatedTypes.contains(name) { return nil }
    let used = typeMemberUses[name] ?? []
    let statics = used.filter { $0.first?.isLowercase == true }
    let candidates = candidates.filter { near in
      (Placeholders.staticMembers[near].map(statics.isSubset) ?? true) && !(name == near + "s" && !statics.isEmpty)
    }
    let nested = used.filter { $0.first?.isUppercase == true }
    guard !nested.isEmpty else { return candidates.min() }
    let nesting = (candidates + Placeholders.typoCandidates(name, values: [], types: Array(Placeholders.nestedTypes.keys))).filter { near in
      nested.contains(where: (Placeholders.nestedTypes[near] ?? []).contains)
    }
    return nesting.min() ?? candidates.filter { isScriptType($0) || declarations.viewClasses[$0] != nil }.min()
  }

  /// The value of a `let`'s or an assignment's right-hand side. Nothing says a bare name or an
  /// array literal there is a view (`gap = nope`, `let a = [1, nope]`), so the names in it
  /// must be declared.
  func evaluateInitializer(_ expression: Expression) throws(Diagnostic) -> Value {
    switch expression {
    case .name, .array:
      let outer = placeholders.isSuspended
      placeholders.isSuspended = true
      defer { placeholders.isSuspended = outer }
      return try evaluate(expression)
    default:
      return try evaluate(expression)
    }
  }

  /// `base.name`. A member of a type's name (uppercase first) or of an implicit member is a
  /// static member, which another file declares when this one does not (`ImageResource.Fountain.
  /// terracotta`, `.Fountain.stone`): a placeholder even in a `let`'s value, where a bare name must
  /// be declared (`evaluateInitializer`), since the qualified name says what it refers to.
  func qualifiedMember(_ name: String, of base: Expression, at location: SourceLocation) throws(Diagnostic) -> Value {
    let isStatic: Bool
    switch base {
    case .name(let type, _): isStatic = type.startsUppercase
    case .implicitMember: isStatic = true
    default: isStatic = false
    }
    guard isStatic, placeholders.isSuspended else { return try member(name, of: try evaluate(base), at: location) }
    placeholders.isSuspended = false
    defer { placeholders.isSuspended = true }
    return try member(name, of: try evaluate(base), at: location)
  }

  /// The placeholder view `name` stands for, made at its first use; nil when `name` is a typo
  /// (worked out once per place, as the error's hint is: a loop asks again at every turn).
  func placeholderView(_ name: String, at location: SourceLocation) throws(Diagnostic) -> Value? {
    // UIKit code of a real app names what its other files declare anywhere (`titleFont: titleFont`
    // in a property's value): a placeholder there too, unless a typo (`Evaluator+UIKitOpaqueValues`).
    guard !placeholders.isSuspended || isUIKitCode, siteHint(for: name, at: location, { typoHint(name) }) == nil else { return nil }
    return .view(try namedPlaceholderView(name, at: location))
  }

  /// The one placeholder view the name `name` stands for wherever it is used, made at its first
  /// use, counted as a use unless not `countsUse` (a property's placeholder value, which the note
  /// of placeholder values names).
  func namedPlaceholderView(_ name: String, countsUse: Bool = true, at location: SourceLocation) throws(Diagnostic) -> Int {
    if countsUse { placeholders.use(name, as: .view, at: location) }
    if let id = placeholders.views[name] { return id }
    let id = try newPlaceholderView(name, at: location)
    placeholders.views[name] = id
    return id
  }

  /// A new placeholder view named `name`, sized by the name (`Placeholders.kind(named:)`) unless
  /// `kind` is given (the size the same placeholder took before at the same place).
  func newPlaceholderView(_ name: String, kind: LeafKind? = nil, at location: SourceLocation) throws(Diagnostic) -> Int {
    try countElement(at: location)
    let id = viewTable.addView(typeName: Placeholders.typeName, kind: kind ?? Placeholders.kind(named: name), at: location)
    viewTable.views[id].isPlaceholder = true
    _ = give(id, name: name)
    return id
  }

  /// `ExpensiveView(index: i)` of a type never declared: a box named for the type, whatever its
  /// arguments. Given content (`Card { Text("A"); Text("B") }`; or closures in its arguments,
  /// `SectionView(title: t, content: { … })`, `Row(label: { … }, detail: { … })`, their views in
  /// argument order; not a closure whose label names an action, `Placeholders.namesAction`), the box holds it: the content in a VStack (what most containers do; the
  /// type's own layout is unknown), padded by 8 so the box shows around it, a choice of ours. A `frame:` given in UIKit code is its frame, as a known
  /// view's (`UIView(frame:)`). A closure that makes no views (`Store(initialState: …) {
  /// Feature() }`, a reducer) is no content: the box stands alone. Nil when the name is a typo of
  /// a type that exists.
  func placeholderType(_ name: String, _ arguments: Arguments) throws(Diagnostic) -> Value? {
    guard name.startsUppercase, typoHint(name, call: arguments) == nil else { return nil }
    return try placeholderBox(name, as: Placeholders.valueTypes.contains(name) ? .opaque : .viewType, arguments)
  }

  /// The box standing for a view of type `name` whose layout is unknown (`placeholderType`), or
  /// for a representable the file declares (its UIKit view not run), listed in the one warning.
  func placeholderBox(_ name: String, as role: Placeholders.Role, _ arguments: Arguments) throws(Diagnostic) -> Value {
    placeholders.use(name, as: role, at: arguments.location)
    try countElement(at: arguments.location)
    var content: (element: Element, depth: Int)?
    var children: (list: [Element], depth: Int) = ([], 0)
    for item in arguments.items {
      guard case .closure(let closure) = item.value, !(item.label.map(Placeholders.namesAction) ?? false),
            closure.parameters.isEmpty && !closure.body.usesAnonymousParameters || Placeholders.readsAsContent(closure.body) else { continue }
      var block: [Child] = []
      try executeBlock(closure.body, into: &block, bindings: try placeholderContentParameters(closure, of: name, arguments))
      let makesViews = block.allSatisfy { child in
        if case .structure = child.value { return false }
        return child.value.involvesViews
      }
      guard makesViews else { continue }
      let made = try elements(block)
      children = (children.list + made.list, max(children.depth, made.depth))
    }
    if !children.list.isEmpty {
      let stack = children.list.count == 1 ? children.list[0] : .stack(Stack(axis: .vertical, alignment: HorizontalAlignment.center.id, children: children.list))
      content = (.modified(stack, .padding(EdgeInsets(all: 8), followsDirection: true)), children.depth + 2)
    }
    let id = viewTable.addView(typeName: name, kind: content == nil ? .sizedView(Size(width: 80, height: 44)) : .plainView, at: arguments.location)
    viewTable.views[id].isPlaceholder = true
    let labelled = arguments.items.compactMap { item in item.label.map { ($0, item.value) } }
    if !labelled.isEmpty, placeholders.fields.count < Placeholders.fieldsLimit {
      placeholders.fields[id] = Dictionary(labelled, uniquingKeysWith: { first, _ in first })
    }
    // `LensView(frame: CGRect(…))` of another file: a UIView's `init(frame:)`, whose frame UIKit keeps, as a known view's.
    if let frame = arguments["frame"], keepsInitialFrame(frame) { uikit.frames[id] = frame.value.rectValue }
    guard let content else { return .view(id) }
    let box = Element.leaf(leafView(id, at: arguments.location))
    return try built(.modified(content.element, .layer(box, .background, .center)), depth: content.depth + 1, at: arguments.location)
  }

  /// What the parameters of a content closure given to a placeholder type are bound to (a closure
  /// that takes any runs only when it reads as views, `Placeholders.readsAsContent`: else it is a
  /// callback, `{ event in … }`, whose code must not run), as the
  /// type's own code would call it (`Unwrap(widget.labelValue) { Text($0) }`, `Row(item) { item
  /// in … }`): one parameter and one unlabelled value given, that value (the type hands its
  /// content what it was given: our choice, the type's code unseen); else a placeholder named by
  /// the parameter (`item`), or by the type for `$0` (`Unwrap.$0`), listed with the placeholders.
  func placeholderContentParameters(_ closure: Closure, of typeName: String, _ arguments: Arguments) throws(Diagnostic) -> [String: Value] {
    var names = closure.parameters
    if names.isEmpty {
      guard let last = closure.body.anonymousParameters.max() else { return [:] }
      names = (0...last).map { "$\($0)" }
    }
    let given = arguments.items.filter { item in
      if case .closure = item.value { return false }
      return item.label == nil
    }
    if names.count == 1, given.count == 1 { return [names[0]: given[0].value] }
    var bindings: [String: Value] = [:]
    for name in names where name != "_" {
      let placeholder = name.first == "$" ? "\(typeName).\(name)" : name
      bindings[name] = .view(try namedPlaceholderView(placeholder, at: closure.location))
    }
    return bindings
  }

  /// The sample elements standing for the collection `view` when it is a placeholder
  /// (`ForEach(items)`): three placeholder views `items[0]`…, whose properties read as
  /// placeholders too (`item.name` is "name"); nil for any other value.
  func placeholderCollection(_ value: Value, at location: SourceLocation) throws(Diagnostic) -> [Value]? {
    guard let id = placeholderViewID(value) else { return nil }
    let name = viewTable.views[id].name
    placeholders.use(name, as: .collection, at: location)
    if let samples = placeholders.collections[name] { return samples }
    var samples: [Value] = []
    for index in 0..<Placeholders.sampleCount {
      let sample = try newPlaceholderView("\(name)[\(index)]", at: location)
      viewTable.views[sample].kind = Placeholders.kind(named: singular(name), title: "\(singular(name)) \(index + 1)")
      samples.append(.view(sample))
    }
    placeholders.collections[name] = samples
    return samples
  }

  /// A property of a placeholder view that UIKit's views do not have (`item.name`,
  /// `data.emojiView`): the argument of its name the placeholder was made with (`Area(title:
  /// "PC").title`), else a placeholder view `items[0].name`, sized by the property's name, which
  /// reads "name 1" where a string belongs (`placeholderText`).
  func placeholderProperty(_ property: String, of id: Int, at location: SourceLocation) throws(Diagnostic) -> Value? {
    guard viewTable.views[id].isPlaceholder else { return nil }
    if let field = placeholders.fields[id]?[property] { return field }
    let owner = viewTable.views[id].name
    if owner.startsUppercase, !owner.contains("."), viewTable.views[id].typeName == Placeholders.typeName {
      placeholders.use(owner, as: .opaque, at: location)  // `Fonts.title`: another file's type, whose statics are values, not a view
    }
    let name = owner + "." + property
    // A box of a type is one value of it among others (`Area(…)` twice): its properties are its own.
    let key = viewTable.views[id].typeName == Placeholders.typeName ? name : "\(name)@\(id)"
    if let existing = placeholders.views[key] { return .view(existing) }
    let view = try newPlaceholderView(name, at: location)
    viewTable.views[view].kind = Placeholders.kind(named: property, title: placeholderText(.view(view)))
    placeholders.views[key] = view
    return .view(view)
  }

  /// A sample element of a placeholder collection given where a string belongs
  /// (`ForEach(tags, id: \.self) { tag in Text(tag) }`): "tag 1", "tag 2"…; nil for any other value.
  func placeholderText(_ value: Value) -> String? {
    guard let id = placeholderViewID(value) else { return nil }
    var name = Substring(viewTable.views[id].name)
    var property: Substring?
    if let dot = name.lastIndex(of: ".") {
      property = name[name.index(after: dot)...]
      name = name[..<dot]
    }
    guard let open = name.lastIndex(of: "["), let index = Int(name[name.index(after: open)...].dropLast()) else {
      return property.map(String.init)
    }
    return "\(property.map(String.init) ?? singular(String(name[..<open]))) \(index + 1)"
  }

  /// `.emojiTitle` of a custom alignment the snippet never declares (the docs declare it in
  /// another snippet): a placeholder alignment on `axis` whose default value is the view's
  /// centre, as `.center`'s, so it aligns what sets no guide for it as `.center` would; nil
  /// when the name is one edit from an alignment that exists.
  func placeholderAlignment(_ name: String, axis: Axis, at location: SourceLocation) -> AlignmentID? {
    let known = ["top", "center", "bottom", "leading", "trailing", "firstTextBaseline", "lastTextBaseline"]
      + alignments.vertical.keys + alignments.horizontal.keys
    guard !placeholders.isSuspended, Placeholders.typoHint(name, values: known, types: []) == nil else { return nil }
    placeholders.use("." + name, as: .alignment, at: location)
    let id = AlignmentID(custom: name, axis: axis) { d in axis == .vertical ? d.height / 2 : d.width / 2 }
    if axis == .vertical { alignments.vertical[name] = id } else { alignments.horizontal[name] = id }
    return id
  }

  /// `if somethingTrue` of a name never declared: true (`conditionAnswer`), listed with the placeholders.
  func placeholderCondition(_ expression: Expression) -> Bool {
    guard case .name(let name, let location) = expression, !isDeclared(name), typoHint(name) == nil else { return false }
    placeholders.use(name, as: .condition, at: location)
    return placeholders.conditionAnswer
  }

  /// `$name` of a property never declared: a constant (SwiftUI's bindings are values here).
  func placeholderBinding(_ name: String, at location: SourceLocation) -> Value? {
    guard typoHint(String(name.dropFirst())) == nil else { return nil }
    placeholders.use(name, as: .binding, at: location)
    return .string("")
  }

  /// The error for a placeholder view given where a value of another type belongs
  /// (`HStack(spacing: nope)`): the name is not declared, as Swift would say; nil when
  /// `value` is no placeholder view.
  func misplacedPlaceholder(_ value: Value, at location: SourceLocation, expected: String) -> Diagnostic? {
    guard let id = placeholderViewID(value) else { return nil }
    let name = viewTable.views[id].name
    placeholders.forget(name)
    return Diagnostic("cannot find '\(name)' in scope", at: location,
                      hint: "a name declared nowhere stands for a placeholder view only where a view belongs; here \(expected) belongs")
  }

  /// The id of `value` when it is a placeholder view made for a name (not a view type's box).
  private func placeholderViewID(_ value: Value) -> Int? {
    // A view value may come from a table no longer the evaluator's (a custom layout's subviews,
    // found by qlfuzz): such an id is no placeholder of this one.
    guard case .view(let id) = value, viewTable.views.indices.contains(id), viewTable.views[id].isPlaceholder,
          viewTable.views[id].typeName == Placeholders.typeName else { return nil }
    return id
  }

  /// True when a scope, a component or a type declares `name`.
  func isDeclared(_ name: String) -> Bool {
    scopes.contains { $0[name] != nil } || declarations.functions[name] != nil || placeholders.views[name] != nil
  }

  /// True for a placeholder whose name's last word reads as a plural (`Locale.availableIdentifiers`,
  /// `store.items`; not `status`, `address`): what its code maps or filters is a collection.
  func isPluralPlaceholder(_ value: Value) -> Bool {
    guard let id = placeholderViewID(value), let last = viewTable.views[id].name.split(separator: ".").last else { return false }
    return last.hasSuffix("s") && !last.hasSuffix("ss") && !last.hasSuffix("us") && last.first?.isLowercase == true
  }

  /// The name an element of a collection reads as: `photos` → `photo`, for its size.
  private func singular(_ name: String) -> String {
    name.hasSuffix("s") ? String(name.dropLast()) : name
  }
}
