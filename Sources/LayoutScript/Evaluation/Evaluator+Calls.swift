import LayoutCore

extension Evaluator {
  /// A call: a closure, a component, a view, a container or function, a method or a modifier.
  func call(_ call: CallSyntax) throws(Diagnostic) -> Value {
    switch call.callee {
    case .name(let name):
      return try callNamed(name, call, at: call.location)
    case .method(let base, let name):
      return try callMethod(name, of: base, call)
    case .expression(.implicitMember(let name, let nameLocation)):
      let evaluated = try evaluateArguments(call, callee: name, at: nameLocation)
      if !evaluated.items.isEmpty, let type = enumDeclaring(name) { return enumCaseValue(name, of: type, evaluated) }  // `.dim(view, 0.5)`
      if let value = try implicitStaticCall(name, evaluated) { return value }  // `accessory: .selection(true)`
      if name == "constant", let value = evaluated.positional(0) {
        // SwiftUI's `Binding.constant(value)`: the value (bindings are values only).
        return value.value
      }
      if name == "fixed", let width = evaluated["width"] {
        // `.previewLayout(.fixed(width:height:))`: a size.
        return .size(Size(width: try number(width, default: 0), height: try number(evaluated["height"], default: 0)))
      }
      if name == "init", evaluated.items.count == 1, let wrapped = evaluated["initialValue"] ?? evaluated["wrappedValue"] {
        // `_image = .init(initialValue: image)`, `_model = .init(wrappedValue: Model())`: a property
        // wrapper made with its value, which is what the property holds (as `State(initialValue:)`).
        return wrapped.value
      }
      if name == "init", let value = try implicitGeometryInit(evaluated) { return value }
      if name == "init", let value = try implicitStructInit(evaluated) { return value }
      if name == "init", let type = typeContext.last, declarations.structTypes[type] == nil, declarations.enumCases[type] == nil,
         declarations.functions[type] == nil, type.startsUppercase, Vocabulary.views[type] == nil {
        // `.init(icon: icon, text: text)` returning `Self` in an extension of another file's type
        // (`extension SystemNotificationMessage { static func error(…) -> Self }`): a box of that type, holding its arguments.
        return try placeholderBox(type, as: .viewType, evaluated)
      }
      if let size = try gridItemSize(name, evaluated) { return .gridItem(GridItem(size)) }
      if let angle = try geometryMethod(name, of: .type("Angle"), evaluated) { return angle }
      if let font = try swiftUIFontFunction(name, evaluated) { return font }
      if let font = try fontFunction(name, evaluated) { return font }
      // A near miss of a font function (or a name ending in "Font") is a slip; any other name is a
      // style or option with arguments (`.page(backgroundDisplayMode: .always)`): its name, which the
      // layout-neutral modifier it is given ignores.
      if didYouMean(name, among: UIKitCalls.fontFunctions.keys) == nil, !name.hasSuffix("Font") { return .member(name) }
      throw Diagnostic("cannot call '.\(name)' here", at: nameLocation,
                       hint: didYouMean(name, among: UIKitCalls.fontFunctions.keys) ?? "the fonts are .systemFont(ofSize:) and its kin")
    case .expression(.array(let types, _)) where types.count == 1 && call.isEmpty:
      // `[NSLayoutConstraint]()`, `[String: Any]()`: an empty array (a dictionary is an array of pairs).
      return .array([])
    case .expression(let callee):
      let value = try evaluate(callee)
      return try self.call(value, named: "this expression", try evaluateArguments(call, callee: "closure", at: call.location))
    }
  }

  /// `base.name(…)`: a custom layout's own method, a mutating or other method of the base's
  /// value, an ignored UIKit call, a view modifier declared by the script, or a modifier.
  private func callMethod(_ name: String, of baseExpression: Expression, _ arguments: CallSyntax) throws(Diagnostic) -> Value {
    let nameLocation = arguments.location
    if case .name(let base, _) = baseExpression, let type = qualifiedType(base, name) {
      return try callNamed(type, arguments, at: nameLocation)  // `ScreenA.State(count: 1)`
    }
    if let installed = try appInstallerCall(name, of: baseExpression, arguments, at: nameLocation) { return installed }
    if layoutSubviews != nil, case .name("self", _) = baseExpression, declarations.functions[name] != nil {
      return try callNamed(name, arguments, at: nameLocation)  // a custom layout's method calling another
    }
    if case .name(let variable, _) = baseExpression, let result = try classMethodCall(name, onVariable: variable, arguments, at: nameLocation) {
      return result
    }
    if case .name("self", _) = baseExpression, let result = try ownMethodCall(name, arguments, at: nameLocation) { return result }
    if case .name(let variable, _) = baseExpression, instanceContext.isEmpty, let host = uikit.host,
       case .view(host)? = scopes.reversed().lazy.compactMap({ $0[variable] }).first?.value,
       let result = try ownMethodCall(name, arguments, at: nameLocation) {
      return result  // `badge.makeLabel(…)` of the class's own view made in its class function (`ownViewInClassFunction`)
    }
    if let proxy = try proxyCall(name, of: baseExpression, arguments, at: nameLocation) { return proxy }
    if let result = try uikitCall(name, of: baseExpression, arguments, evaluate: { () throws(Diagnostic) in
      try evaluateArguments(arguments, callee: name, at: nameLocation)
    }) { return result }
    if let result = try mutatingMethod(name, of: baseExpression, arguments, at: nameLocation) { return result }
    if name == "sizeThatFits", layoutSubviews == nil, !isHost(baseExpression) {
      // A layout's (or a class's view's) size for a proposal, now; a UIKit view's own is not modelled.
      let base = try evaluate(baseExpression)
      if let size = try sizeThatFitsCall(name, of: base, try evaluateArguments(arguments, callee: name, at: nameLocation)) { return size }
      return ignoredCall(name, at: nameLocation)
    }
    if let made = try appViewFactory(name, of: baseExpression, arguments, at: nameLocation) { return made }
    if name == "init", case .name("self", _) = baseExpression, let initialized = initializedView {
      // `self.init(primaryButton: …)` in a view's initializer: the one it delegates to runs.
      let evaluated = try evaluateArguments(arguments, callee: name, at: nameLocation)
      if let (initializer, parameters) = try fittingInitializer(of: initialized.view, evaluated) {
        try runInitializer(initializer, parameters, of: initialized.view, properties: initialized.properties, at: nameLocation)
      }
      return .void
    }
    if case .name("self", _) = baseExpression, layoutSubviews == nil, scopes.dropFirst().contains(where: { $0[name] != nil }) {
      return try callNamed(name, arguments, at: nameLocation)  // `self.content(attributes)`: a closure the view stores
    }
    if case .name("self", _) = baseExpression, layoutSubviews == nil, let (member, _, _) = contextMember(name), !member.isProperty {
      return try callNamed(name, arguments, at: nameLocation)  // `self.scrollView(reader:)`: the view's own method, whatever UIKit names alike
    }
    if layoutSubviews == nil, (isHost(baseExpression) || UIKitCalls.ignoredMethods.contains(name)) && Vocabulary.modifiers[name] == nil {
      // `super.viewDidLoad()`: UIKit's own implementation, which every override calls; nothing to say.
      if case .name("super", _) = baseExpression {
        if name == "init", let instance = instanceContext.last, !viewTable.states[instance].isHost {
          // `super.init(frame: frame)` in the init of a view of another class of the file: UIView's
          // `init(frame:)` keeps the frame it is given, as `UIView(frame:)` does.
          let given = try evaluateArguments(arguments, callee: "init", at: nameLocation)
          if let frame = given["frame"], keepsInitialFrame(frame) { uikit.frames[instance] = frame.value.rectValue }
        }
        return .void
      }
      if let passed = try libraryModifierOfUIKitName(name, of: baseExpression, at: nameLocation) { return passed }
      return ignoredCall(name, at: nameLocation)
    }
    let base = try evaluate(baseExpression)
    return try callMethod(name, on: base, of: baseExpression, arguments)
  }

  /// `callMethod` once its base is evaluated: a function of its own, so that the base's
  /// evaluation (a chain of modifiers, each a level of the recursion) holds only the small frame
  /// of the part before it; in a debug build this part's frame is some 20 KB.
  private func callMethod(_ name: String, on evaluatedBase: Value, of baseExpression: Expression, _ arguments: CallSyntax) throws(Diagnostic) -> Value {
    let nameLocation = arguments.location
    var base = evaluatedBase
    if case .void = base { return .void }  // `delegate?.didTap()` of nil: optional chaining calls nothing
    if case .string(let text) = base, semanticsChoice.swiftUIMark == "View",
       Vocabulary.modifiers[name] != nil || SwiftUIViewMethods.layoutNeutral.contains(name), !Self.standardStringMethods.contains(name) {
      // A text where a view is modified (`area.title.bold()` of a placeholder `Area(title: "PC")`,
      // whose type's initializer makes its `Text`): the Text it stands for.
      base = try addLeaf("Text", .label(text: LabelText(MarkdownText.plain(text)), lines: 0, font: plainTextFont), at: baseExpression.location)
    }
    let fileMethod = fileViewMethod(name, called: arguments)
    if base.isLayoutLike || base.isGridRow, Vocabulary.modifiers[name] == nil, fileMethod == nil,
       SwiftUIViewMethods.layoutNeutral.contains(name) {
      // A modifier that changes nothing of the layout is accepted whatever its arguments hold
      // (`.gesture(DragGesture(coordinateSpace: .named("c")))`, `.trim(to: progress)`): they
      // are never evaluated, so what they name is no placeholder. A GridRow so modified
      // (`row(…).disabled(true)`) is still the Grid's row.
      // `.hidden()` is no note's: the view is laid out and listed as not drawn.
      if name == "hidden" { return hidden(base) }
      if name == "labelsHidden" { return labelsHidden(base, at: nameLocation) }
      try recordPresentedSheet(name, arguments, at: nameLocation)
      if noteUnmodelledStyle(name, arguments, at: nameLocation) { return base }
      return layoutNeutral(name, of: base, at: nameLocation)
    }
    let evaluated = try evaluateArguments(arguments, callee: name, at: nameLocation)
    if let result = try method(name, of: base, evaluated) { return result }
    if let result = try instanceMethod(name, of: base, evaluated) { return result }
    if name == "modifier", base.isLayoutLike, let result = try viewModifier(evaluated, on: base) { return result }
    if case .member(let type) = base, SwiftUIOpaqueValues.names.contains(type) { return base }  // `DragGesture().onChanged { … }`
    if case .type(let type) = base, let opaque = opaqueValue(type) { return opaque }  // `Timer.publish(every: 1, on: .main, in: .common)`
    if name == "animation" || name == "transaction", !base.isLayoutLike { return base }  // `$flag.animation()`: the binding
    // `.move(edge: .bottom).combined(with: .opacity)`: a transition (or animation) combined with
    // another is still one, which no layout reads.
    if name == "combined", case .member = base { return base }
    if case .type("Binding") = base, name == "constant" { return evaluated.positional(0)?.value ?? .void }  // `Binding.constant(true)`
    if name == "config", case .view = base, let block = evaluated.trailingClosure, case .closure(let closure) = block.value {
      // SwiftLayout's `UILabel().config { $0.text = "…" }`: the block sets the view up and the view is the value.
      _ = try invoke(closure, arguments: [base], at: block.location)
      return base
    }
    if case .type(let type) = base, let member = typeMember(named: name, in: type), member.isStatic, !member.isProperty {
      return try runMember(member, of: type, instance: [:], evaluated)
    }
    if let modifier = fileMethod, base.isLayoutLike {
      return try run(modifier, evaluated, receiver: base).value
    }
    if case .view(let view) = base, viewTable.views[view].isPlaceholder, !isPlaceholderName(base),
       let result = try appHelperCall(name, on: base, evaluated, at: nameLocation) {
      return result  // `video.fillSuperview()` of a view of the app's own type
    }
    if let result = try permissionRequest(name, of: base, evaluated, at: nameLocation) { return result }
    if let result = try placeholderMethodResult(name, of: base, evaluated, at: nameLocation) { return result }
    if case .type(let type) = base, declarations.enumCases[type]?.contains(name) == true, !evaluated.items.isEmpty {
      return enumCaseValue(name, of: type, evaluated)  // `Content.dim(view, 0.5)`
    }
    if case .type(let type) = base, typeMember(named: name, in: type) == nil, name.startsUppercase, !evaluated.items.isEmpty,
       !isUIKitCode, typoHint(name, call: evaluated) == nil {
      return try placeholderBox(type + "." + name, as: .viewType, evaluated)  // `Info.Area(title: "PC")`: another file's nested type, one per call
    }
    if case .type(let type) = base, typeMember(named: name, in: type) == nil,
       let result = try placeholderStatic(name, of: type, called: true, known: declarations.typeMembers[type].map { Array($0.keys) } ?? [],
                                          as: isUIKitCode ? .opaque : .view, at: nameLocation) {
      return result  // `Panel.city(id)` of a static method another file declares
    }
    if let scoped = composableScope(name, of: base, evaluated, at: nameLocation) { return scoped }  // `store.scope(state: \.child, …)`
    guard base.isLayoutLike else {
      if let opaque = try opaqueMember(name, of: opaqueOwner(base), called: true, known: Self.knownMethods(of: base), at: nameLocation) {
        return opaque  // `date.timeIntervalSince(other)`, `color.resolvedColor(with: traits)` in UIKit code
      }
      if let opaque = try appExtensionMethod(name, of: base, known: Self.knownMethods(of: base), at: nameLocation) { return opaque }
      throw Diagnostic("\(base.typeDescription) has no method '\(name)'", at: nameLocation,
                       hint: didYouMean(name, among: Self.knownMethods(of: base)))
    }
    guard let modifier = Vocabulary.modifiers[name] else {
      if let typo = siteHint(for: "." + name, at: nameLocation, { Placeholders.modifierTypoHint(name, call: evaluated) }) {
        throw Diagnostic("unknown modifier '.\(name)'", at: nameLocation, hint: typo)
      }
      if let result = try appHelperCall(name, on: base, evaluated, at: nameLocation) { return result }
      placeholders.use("." + name, as: .modifier, at: nameLocation)
      return base
    }
    if let passed = appExtensionModifier(name, on: base, evaluated, known: modifier.labels, at: nameLocation) { return passed }  // `.frame(.square(16))`
    try evaluated.check(modifier.labels)
    let given = name == "frame" ? withoutPlaceholderLengths(arguments, evaluated) : evaluated  // `.frame(width: size)`, `let size: CGFloat`
    return try modifier.apply(self, Child(value: base, location: baseExpression.location), given)
  }

  /// A call of a name: a closure in a variable, a component, a struct, a view, a built-in.
  private func callNamed(_ name: String, _ arguments: CallSyntax, at nameLocation: SourceLocation) throws(Diagnostic) -> Value {
    if let variable = scopes.reversed().lazy.compactMap({ $0[name] }).first {
      return try call(variable.value, named: name, try evaluateArguments(arguments, callee: name, at: nameLocation))
    }
    if let nested = nestedType(name) { return try callNamed(nested, arguments, at: nameLocation) }  // `State()` in ScreenA: ScreenA.State
    if name == "Self", let type = typeContext.last, isScriptType(type) {
      return try callNamed(type, arguments, at: nameLocation)  // `Self(kind: .selected)` in a static member: the type's initializer
    }
    if placeholderTypeNames.contains(name), let placeholder = try repeatedPlaceholderType(name, arguments, at: nameLocation) {
      return placeholder
    }
    if let function = ownFunctionCalled(name) {
      let overload = declarations.functionOverloads[name]?.first { $0.parameters.accept(arguments) } ?? function
      return try callComponent(overload, try evaluateArguments(arguments, callee: name, at: nameLocation), syntax: arguments)
    }
    if declarations.functions[name] == nil, declarations.structTypes[name] == nil, declarations.layoutTypes[name] == nil, Vocabulary.views[name] == nil, Vocabulary.functions[name] == nil,
       UIKitCalls.ignoredMethods.contains(name) || UIKitAnchorsVocabulary.viewMethods.contains(name),
       !Self.hasConfiguringShape(arguments) || name == "addSubview" {  // `addSubview(label) { $0… }`: an app's layout DSL
      if let result = try uikitImplicitSelfCall(name, at: nameLocation, evaluate: { () throws(Diagnostic) in
        try evaluateArguments(arguments, callee: name, at: nameLocation)
      }) { return result }
      return ignoredCall(name, at: nameLocation)
    }
    if arguments.isEmpty, isSetUpMethodCall(name) { return .void }
    if declarations.functions[name] == nil, contextMember(name) == nil,
       let result = try flkCall(name, of: .name("self", nameLocation), arguments, evaluate: { () throws(Diagnostic) in
         try evaluateArguments(arguments, callee: name, at: nameLocation)
       }) {
      return result  // `constrainHeight("60")` in a view's own code: FLKAutoLayout's, on the view itself
    }
    if declarations.functions[name] == nil, contextMember(name) == nil, !scopes.contains(where: { $0[name] != nil }),
       let result = try steviaCall(name, of: .name("self", nameLocation), arguments, evaluate: { () throws(Diagnostic) in
         try evaluateArguments(arguments, callee: name, at: nameLocation)
       }) {
      return result  // `subviews(email, password)` in a view's own code: Stevia's, on the view itself
    }
    if declarations.functions[name] == nil, contextMember(name) == nil, !scopes.contains(where: { $0[name] != nil }),
       let result = try huriQuickLayoutCall(name, of: .name("self", nameLocation), arguments, evaluate: { () throws(Diagnostic) in
         try evaluateArguments(arguments, callee: name, at: nameLocation)
       }) {
      return result  // `layoutToSuperview(.left, .right)` in a view's own code: huri000's QuickLayout, on the view itself
    }
    let evaluated = try evaluateArguments(arguments, callee: name, at: nameLocation)
    if name == "bodySizeThatFits", case .subview(let body)? = scopes[0]["body"]?.value {
      // QuickLayout's `HasBody.bodySizeThatFits(_:)` in a view's `sizeThatFits` override: its body's size.
      return try subviewMethod("sizeThatFits", of: body, evaluated)
    }
    if let (member, instance, type) = contextMember(name), !member.isProperty {
      return try runMember(member, of: type, instance: instance, evaluated)
    }
    if name.hasPrefix("#"), let value = dynamicTypeCall(name, evaluated) { return value }
    if name == GuardCondition.callName { return try guardFails(evaluated) }
    if name == "#placeholderValue", case .string(let type)? = evaluated.positional(0)?.value,
       case .string(let property)? = evaluated.positional(1)?.value {
      // A property a wrapper gives its value (`@EnvironmentObject var store: Store`): see PlaceholderValues.
      var initializer: String?
      if case .string(let signature)? = evaluated.positional(2)?.value { initializer = signature }
      var noted = true
      if case .bool(false)? = evaluated["noted"]?.value { noted = false }
      return try placeholderValue(type: type, name: property, of: initializer, at: nameLocation, noted: noted)
    }
    if let stevia = try steviaPseudoCall(name, evaluated) { return stevia }  // `|-email-|`, `login ~ 80`, `>=20`
    if name == Parser.throwCall {
      throw Diagnostic("'throw' ran: a script models no errors, so the code after it does not run", at: nameLocation)
    }
    if name == Parser.associatedValueCall, let subject = evaluated.positional(0)?.value, case .string(let bound)? = evaluated.positional(1)?.value {
      // A case pattern's associated value (`Parser.associatedValue`): the case value's at its
      // position (`Evaluator+EnumPayloads`); a placeholder's is one too.
      if let position = evaluated.positional(2)?.value.numberValue, let value = Self.associatedValue(of: subject, at: Int(position)) {
        return value
      }
      guard case .view(let id) = subject, viewTable.views.indices.contains(id), viewTable.views[id].isPlaceholder else { return .void }
      return try placeholderProperty(bound, of: id, at: nameLocation) ?? .void
    }
    if name == StoryboardOutlets.callName {
      // `@IBOutlet weak var titleLabel: UILabel!`: see StoryboardOutlets.
      guard case .view(let outlet)? = evaluated.positional(0)?.value else { return .void }
      uikit.outlets.append(outlet)
      uikit.isUsed = true
      return .view(outlet)
    }
    if declarations.enumCases[name] != nil { return try enumCase(name, evaluated) }
    if declarations.functions[name] == nil, let opaque = opaqueValue(name) { return opaque }
    if let function = declarations.functions[name], !function.isProperty {
      return try callComponent(function, evaluated, syntax: arguments)
    }
    if let layout = declarations.layoutTypes[name] {
      return try customLayout(layout, evaluated)
    }
    if let viewClass = declarations.viewClasses[name] {
      return try instantiate(viewClass, evaluated)
    }
    if let declaration = declarations.structTypes[name] {
      // A `struct Star: Shape` draws a path in the proposal it takes, as the built-in shapes do.
      if declaration.conformances.contains(where: { $0 == "Shape" || $0 == "InsettableShape" }) {
        return try addLeaf(name, .plainView, at: nameLocation)
      }
      if declaration.conformances.contains(where: Placeholders.representables.contains) {
        return try placeholderBox(name, as: .representable, evaluated)
      }
      if leavesOutItsBody(declaration) { return try placeholderBox(name, as: .bodyLeftOut, evaluated) }
      return try makeStructure(declaration, evaluated)
    }
    if name == "Button", let button = try swiftUIButton(evaluated) { return button }
    if name == "Label", let label = try labelForms(evaluated) { return label }
    if name == "Label", evaluated["systemImage"] != nil {
      return try swiftUILabel(evaluated)
    }
    if let constructor = Vocabulary.views[name] {
      if let standIn = try appExtensionInitializer(name, evaluated, known: constructor.labels, make: { a throws(Diagnostic) in
        try createView(constructor, a)
      }) { return standIn }  // `Image(icon: .close)`
      return try createView(constructor, evaluated)
    }
    if let builtin = Vocabulary.functions[name] {
      if let standIn = try appExtensionInitializer(name, evaluated, known: builtin.labels, make: { a throws(Diagnostic) in
        try builtin.call(self, a)
      }) { return standIn }  // `Color(designSystemColor: .background)`
      if let opaque = try opaqueCall("init", of: name, evaluated, labels: builtin.labels) { return opaque }  // `UIColor(hexString:)`
      try evaluated.check(builtin.labels)
      return try builtin.call(self, evaluated)
    }
    if inViewModifierMethod {
      // In a modifier of `extension View`, `padding()` means `self.padding()`.
      return try callMethod(name, of: .name("self", nameLocation), arguments)
    }
    if arguments.contains(where: \.holdsSwiftLayout) { throw viewBlockWithoutSublayout(name, at: nameLocation) }
    if let configured = try configuringHelper(name, evaluated) { return configured }  // `Init(UILabel()) { $0.text = "A" }`
    if let own = ownViewInClassFunction(name, at: nameLocation) { return own }
    if let opaque = try opaqueUIKitValue(name, evaluated) { return opaque }  // `UIConfigurationTextAttributesTransformer { … }`
    if let state = composableStore(name, evaluated) { return state }  // `Store(initialState: Counter.State()) { Counter() }`
    if let placeholder = try placeholderType(name, evaluated) {
      installOnGivenView(placeholder, type: name, evaluated)  // `GestureControl(view: self, …)` of another file
      placeholderTypeNames.insert(name)
      return placeholder
    }
    if let opaque = try opaqueFunction(name, evaluated) { return opaque }  // `constraintHeightTo(size)` of an app's extension
    let hint = siteHint(for: name, at: nameLocation) {
      unknownCallHint(name, among: Array(declarations.functions.keys) + declarations.structTypes.keys + declarations.layoutTypes.keys
                        + Vocabulary.views.keys + Vocabulary.functions.keys + (isUIKitCode ? Array(Self.uikitMethodNames) : []))
    }
    throw Diagnostic("cannot find '\(name)' in scope", at: nameLocation, hint: hint)
  }

  /// A call of a name that made a placeholder type's box before (`ExpensiveView(index: i)` in
  /// loops of 1,000): the box, made at once. Every check `callNamed` makes before the box depends
  /// on the name alone (the file's declarations, the vocabularies), except a member of the running
  /// type and `self` in a modifier of `extension View`, which are asked again (nil when one
  /// answers: the whole way is taken). A loop reaching its limit on such calls took 1.2 s.
  private func repeatedPlaceholderType(_ name: String, _ arguments: CallSyntax, at nameLocation: SourceLocation) throws(Diagnostic) -> Value? {
    guard contextMember(name) == nil, !arguments.contains(where: \.holdsSwiftLayout), !inViewModifierMethod else { return nil }
    let evaluated = try evaluateArguments(arguments, callee: name, at: nameLocation)
    guard let placeholder = try placeholderType(name, evaluated) else { return nil }
    installOnGivenView(placeholder, type: name, evaluated)
    return placeholder
  }

  /// True inside a modifier of `extension View`, where `self` is the view modified.
  private var inViewModifierMethod: Bool {
    scopes.dropFirst().reversed().lazy.compactMap({ $0["self"] }).first?.value.isLayoutLike ?? false
  }

  /// The file's own function a call of `name` runs, found at once: the rest of `callNamed`'s
  /// checks only take names the file declares no function for, or a member of the running type
  /// or an enum case that comes first; nil for every other call.
  private func ownFunctionCalled(_ name: String) -> FunctionDeclaration? {
    guard let function = declarations.functions[name], !function.isProperty, name != "bodySizeThatFits",
          declarations.enumCases[name] == nil, contextMember(name) == nil else { return nil }
    return function
  }

  /// `KFAnimatedImage(source: url).configure { view in … }` in a SwiftUI file: another library's
  /// modifier of a SwiftUI view that shares an ignored UIKit method's name passes its content
  /// through, as any modifier of another library does; nil when the base is no view. (Apart from
  /// `callMethod`, whose debug stack frame every level of a recursion pays for.)
  @inline(never)
  private func libraryModifierOfUIKitName(_ name: String, of baseExpression: Expression, at location: SourceLocation) throws(Diagnostic) -> Value? {
    guard semanticsChoice.swiftUIMark == "View", !isHost(baseExpression), Self.isChain(baseExpression) else { return nil }
    let base = try evaluate(baseExpression)
    guard base.isLayoutLike else { return nil }
    placeholders.use("." + name, as: .modifier, at: location)
    return base
  }

  /// True for a call or a member read (`KFImage(url)`, `Color.red`), where a modifier is written;
  /// false for a name alone (`tableView`), whose UIKit method is UIKit's.
  private static func isChain(_ expression: Expression) -> Bool {
    switch expression {
    case .call, .member: return true
    default: return false
    }
  }

  func evaluateArguments(_ arguments: CallSyntax, callee: String, at location: SourceLocation) throws(Diagnostic) -> Arguments {
    var items: [EvaluatedArgument] = []
    items.reserveCapacity(arguments.count)
    // A link's destination is made when tapped (`SwiftUIDialect.unbuiltArguments`): not here.
    let unbuilt = SwiftUIDialect.unbuiltArguments[callee].flatMap { declarations.functions[callee] == nil ? $0 : nil } ?? []
    for argument in arguments {
      var value = Value.void
      if argument.label.map(unbuilt.contains) != true {
        do throws(Diagnostic) {
          value = try evaluate(argument.value)
        } catch {
          guard let placeholder = try placeholderForUnmodelled(error, argument: argument.label ?? callee, at: argument.location) else { throw error }
          value = placeholder
        }
      }
      items.append(EvaluatedArgument(label: argument.label, value: value,
                                     isTrailingClosure: argument.isTrailingClosure, location: argument.location, callee: callee))
    }
    return Arguments(items: items, callee: callee, location: location)
  }

  /// Runs a component with its parameters bound, in a scope that sees only the globals; its
  /// `inout` parameters written back to the variables of its call's `syntax` given with `&`.
  func callComponent(_ function: FunctionDeclaration, _ arguments: Arguments, syntax: CallSyntax? = nil) throws(Diagnostic) -> Value {
    if function.isViewStruct { viewStructCalled = true }
    let (value, parameters) = try run(function, arguments)
    if let syntax { try writeBack(parameters, of: function, to: syntax) }
    if case .void = value { return .group([], .builder) }
    return value
  }

  /// Runs `function` with its parameters bound, in a scope that sees only the globals: its
  /// result, and its parameters as it left them (an `inout` one changed).
  /// A modifier of `extension View` runs with `self` bound to the `receiver` it modifies.
  func run(_ function: FunctionDeclaration, _ arguments: Arguments,
           receiver: Value? = nil) throws(Diagnostic) -> (value: Value, parameters: [String: Variable]) {
    if function.isViewStruct { return try runView(function, arguments) }
    var parameters = try bind(function, arguments)
    if let receiver { parameters["self"] = Variable(value: receiver, isVariable: false) }
    try enterCall(function.name, at: arguments.location,
                  hint: "'\(function.name)' calls itself without end; stop the recursion with an if")
    defer { leaveCall() }
    let saved = scopes
    // The body's locals in a scope of their own: one may shadow a parameter (`guard let url else { … }`).
    scopes = [scopes[0], parameters, [:]]
    defer { returnToScopes(saved) }
    let value = try result(of: function.body)
    return (value, scopes[1])
  }

  /// Back to the scopes `saved` before a call, keeping what the call did to the globals, as in
  /// Swift (`func addItems() { items.append(…) }` called by set-up code); its own scopes go.
  func returnToScopes(_ saved: [[String: Variable]]) {
    let globals = scopes[0]
    scopes = saved
    scopes[0] = globals
  }

  /// `function`'s parameters bound to `arguments`, by label in order, defaults filling the
  /// gaps; an `inout` parameter is a variable.
  /// `value` as `parameter` takes it: a closure given to a parameter returning an array
  /// (`@ArrayBuilder<Area> areas: () -> [Area]`) builds that array when called.
  static func arrayBuilder(_ value: Value, for parameter: Parameter) -> Value {
    guard let type = parameter.type, let arrow = type.functionArrow,
          type[arrow.upperBound...].trimmingCharacters(in: .whitespaces).hasPrefix("[") else { return value }
    switch value {
    case .closure(var closure):
      closure.buildsArray = true
      return .closure(closure)
    case .boundClosure(var closure, let scopes):
      closure.buildsArray = true
      return .boundClosure(closure, scopes: scopes)
    default:
      return value
    }
  }

  func bind(_ function: FunctionDeclaration, _ arguments: Arguments) throws(Diagnostic) -> [String: Variable] {
    for argument in arguments.items {
      if let label = argument.label, !function.parameters.contains(where: { $0.label == label }) {
        let labels = function.parameters.compactMap(\.label)
        throw Diagnostic("'\(function.name)' has no argument '\(label):'", at: argument.location,
                         hint: didYouMean(label, among: labels) ?? "'\(function.name)' is declared at \(function.location)")
      }
    }
    var parameters: [String: Variable] = Dictionary(minimumCapacity: function.parameters.count)
    // The arguments not yet bound are `arguments.items[next...]`, read in place.
    var next = arguments.items.startIndex
    var first: EvaluatedArgument? { next < arguments.items.endIndex ? arguments.items[next] : nil }
    for parameter in function.parameters {
      // A trailing closure goes to the first parameter it can be: one of a function type, or without a default.
      let takesTrailing = parameter.defaultValue == nil || parameter.type == nil || parameter.isFunctionType
      if parameter.isVariadic {
        // `total(1, 2, 3)` of `func total(_ xs: Int...)`: the arguments from its label on, the later ones unlabelled.
        var items: [Value] = []
        while let argument = first, !argument.isTrailingClosure, argument.label == (items.isEmpty ? parameter.label : nil) {
          items.append(argument.value)
          next += 1
        }
        parameters[parameter.name] = Variable(value: .array(items), isVariable: false)
      } else if let argument = first, argument.label == parameter.label || (argument.isTrailingClosure && argument.label == nil && takesTrailing) {
        let value = try implicitMember(bound(Self.arrayBuilder(argument.value, for: parameter)), as: parameter.type, at: argument.location)
        parameters[parameter.name] = Variable(value: value, isVariable: parameter.isInout)
        next += 1
      } else if let defaultValue = parameter.defaultValue {
        parameters[parameter.name] = Variable(value: try evaluate(defaultValue), isVariable: parameter.isInout)
      } else if !parameter.keepsPropertyValue {
        let label = parameter.label.map { "'\($0):'" } ?? "'\(parameter.name)'"
        throw Diagnostic("missing argument \(label) in call to '\(function.name)'", at: first?.location ?? arguments.location,
                         hint: "'\(function.name)' is declared at \(function.location)")
      }
    }
    if let extra = first {
      throw Diagnostic("extra argument \(extra.label.map { "'\($0):' " } ?? "")in call to '\(function.name)'", at: extra.location,
                       hint: "'\(function.name)' is declared at \(function.location)")
    }
    return parameters
  }

  // MARK: Views

  /// A new view from its constructor.
  func createView(_ constructor: ViewConstructor, _ arguments: Arguments) throws(Diagnostic) -> Value {
    var arguments = arguments
    let frame = arguments["frame"]
    if let frame {
      // UIKit's own layout keeps a frame given at init (`UIView(frame:)`: Evaluator+ManualFrames); a body or SwiftLayout gives its own.
      if !keepsInitialFrame(frame) { note("the frame of a new view is ignored: the layout gives every view its frame", at: frame.location) }
      arguments.items.removeAll { $0.label == "frame" }
    }
    arguments = withoutUnmodelledLabels(arguments, constructor.labels)
    try arguments.check(constructor.labels)
    let kind = try constructor.build(self, arguments)
    try countElement(at: arguments.location)
    let typeName = semanticsChoice.semantics == .swiftUI ? SwiftUIViewMethods.typeNames[constructor.typeName] ?? constructor.typeName
      : constructor.typeName
    let id = viewTable.addView(typeName: typeName, kind: kind, at: arguments.location)
    if let frame, keepsInitialFrame(frame) { uikit.frames[id] = frame.value.rectValue }
    if constructor.typeName == "UIProgressView", arguments["progressViewStyle"] != nil, body == nil, !hasAnchorsLayout,
       case .horizontallyExpandable(let height) = kind {
      uikit.frames[id] = Rect(x: 0, y: 0, width: 0, height: height)  // the style's height, set by the initializer (UIKitDialect)
    }
    sizeAtInit(id, constructor.typeName)
    if arguments.namesSymbol { viewTable.states[id].isSymbol = true }
    if isPlainText(kind, made: constructor, arguments) { viewTable.states[id].scaledFont = .plain }
    return .view(id)
  }
}

extension Value {
  /// True for values modifiers apply to.
  var isLayoutLike: Bool {
    switch self {
    case .view, .layout, .group, .lazyView: return true
    default: return false
    }
  }

  /// True for a GridRow, a view only a Grid lays out.
  var isGridRow: Bool {
    if case .gridRow = self { return true }
    return false
  }

  /// True for a group of no layouts: what a function of no result returns.
  var isEmptyGroup: Bool {
    if case .group(let items, _) = self { return items.isEmpty }
    return false
  }
}
