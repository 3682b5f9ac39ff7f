import LayoutCore

/// Where UIKit's Auto Layout code meets the evaluator: the host view (`view`, `self.view`,
/// `self`), members (`label.topAnchor`, `view.safeAreaLayoutGuide`), the view methods that build
/// the hierarchy (`addSubview`), and the properties set (`translatesAutoresizingMaskIntoConstraints`).
extension Evaluator {
  /// The view a host expression stands for: `view` / `self.view` (a view controller's root
  /// view), `contentView`, `self` (a view's own `init`); nil for any other expression.
  func uikitHost(_ expression: Expression) -> Int? {
    switch expression {
    case .name(let name, let location) where name != "super" && isHost(expression):
      return uikitHostView(name, at: location)
    case .member(.name("self", _), let name, let location) where ["view", "contentView"].contains(name):
      guard !scopes.contains(where: { $0[name] != nil }) else { return nil }
      return uikitHostView(name, at: location)
    default:
      return nil
    }
  }

  /// The host view `name`, the layout's root candidate; in the code of a view of one of the
  /// file's classes (`Evaluator+ViewClasses`), that view.
  func uikitHostView(_ name: String, at location: SourceLocation) -> Int {
    if let instance = instanceContext.last { return instance }
    let id = hostView(name, at: location)
    if name == "self", flattenedSuperclass == "UIStackView", uikit.stacks[id] == nil {
      uikit.stacks[id] = StackViewConfiguration()  // `class InfoRow: UIStackView`: the class's own view is the stack
    }
    if uikit.host == nil { uikit.host = id }
    return id
  }

  /// `base.name` read before `base` is evaluated: a host's anchors and guides,
  /// `UILayoutPriority.defaultHigh`, `NSLayoutConstraint.Attribute.top`; nil for anything else.
  func uikitMember(_ name: String, of base: Expression, at location: SourceLocation) throws(Diagnostic) -> Value? {
    if let trait = try traitCollectionMember(name, of: base, at: location) { return trait }
    switch base {
    case .name("UILayoutPriority", _):
      return AnchorsVocabulary.priorities[name].map(Value.number)
    case .member(.name("UIScreen", _), "main", _) where name == "bounds" || name == "scale":
      // The screen is the canvas (as a view's `window` is the root's place): `UIScreen.main.bounds`
      // its size at the origin, a finite one where the canvas has none (667 high, the default
      // canvas's), `scale` the canvas's.
      guard name == "bounds" else { return .number(canvas.scale) }
      let fallback = Canvas(), size = canvasSizeOverride ?? canvas.size
      return .rect(Rect(origin: .zero, size: Size(width: size.width.isFinite ? size.width : fallback.width,
                                                  height: size.height.isFinite ? size.height : fallback.height)))
    case .name("UIStackView", _) where name == "spacingUseSystem":
      // "Spacing that uses the system spacing" (UIStackView's reference): the standard space
      // between sibling views, 8 points (`standardSpacing`; an estimate where fonts make it vary).
      return .number(UIKitAnchorsVocabulary.standardSpacing)
    case .member(.name("NSLayoutConstraint", _), "Attribute", _):
      return UIKitAnchorsVocabulary.attributes[name].map { .uikit(.attribute($0.attribute)) }
    case .name(let type, _) where type == flattenedClass && scopes[0][name] != nil && !scopes.contains(where: { $0[type] != nil }):
      // `ProfileViewController.rowHeight` in the shown class's own code: its static property, a global of the file.
      return try lookup(name, at: location)
    default:
      guard let host = uikitHost(base) else { return nil }
      return try uikitMember(name, ofItem: host, at: location)
    }
  }

  /// `view.topAnchor`, `view.safeAreaLayoutGuide`, `view.snp`, `view.pin`; nil for another member.
  func uikitMember(_ name: String, ofItem item: Int, at location: SourceLocation) throws(Diagnostic) -> Value? {
    if let attribute = UIKitAnchorsVocabulary.anchors[name] {
      return .uikit(.anchor(item: item, attribute: attribute))
    }
    if let side = steviaAttribute(name, of: item) { return side }  // Stevia's `email.Bottom`
    if let kind = UIKitAnchorsVocabulary.guides[name] { return .uikit(.guide(guide(kind, of: item, at: location))) }
    if name == "snp" {
      uikit.isUsed = true
      return .uikit(.snp(item: item))
    }
    if name == "layoutUsing" { return .uikit(.layoutProxy(item: item)) }  // an app's layout DSL: `layoutUsing.anchors { $0… }`
    if name == "pin", body == nil, !hasAnchorsLayout, uikit.guideKinds[item] == nil { return pinLayoutChain(of: item) }
    // Frames are UIKit's layout's; the window and the safe area are read whoever lays the views out.
    if body == nil && !hasAnchorsLayout || ["window", "safeAreaInsets"].contains(name), let frame = frameMember(name, ofItem: item) {
      return frame
    }
    switch name {
    case "arrangedSubviews" where uikit.stacks[item] != nil:
      return .array(uikit.stacks[item]!.arranged.map(Value.view))
    case "subviews":
      return .array(uikit.added.filter { uikit.superviews[$0] == item && uikit.guideKinds[$0] == nil }.map(Value.view))
    case "superview":
      return uikit.superviews[item].map(Value.view) ?? .void
    default:
      break
    }
    return nil
  }

  /// The guide of `kind` of `owner`, made the first time it is asked for, in `container`
  /// (the owner itself unless said: a stack's gap after an arranged view is the stack's).
  func guide(_ kind: GuideKind, of owner: Int, in container: Int? = nil, at location: SourceLocation) -> Int {
    let key = GuideKey(owner: owner, kind: kind)
    if let existing = uikit.guides[key] { return existing }
    let id = viewTable.addView(typeName: "UILayoutGuide", kind: .plainView, at: location)
    uikit.guides[key] = id
    uikit.guideKinds[id] = kind
    uikit.add(id, to: container ?? owner)
    return id
  }

  /// `base.name(…)` of UIKit's Auto Layout read from the syntax: `NSLayoutConstraint.activate`,
  /// `constraints(withVisualFormat:…)`, and the view methods that build the hierarchy (on a
  /// host too); nil for any other call.
  func uikitCall(_ name: String, of base: Expression, _ call: CallSyntax,
                 evaluate arguments: () throws(Diagnostic) -> Arguments) throws(Diagnostic) -> Value? {
    if case .name("NSLayoutConstraint", _) = base, !scopes.contains(where: { $0["NSLayoutConstraint"] != nil }) {
      return try layoutConstraintClassMethod(name, try arguments())
    }
    if case .name("UIImage", _) = base, name == "SymbolConfiguration" {
      // `UIImage.SymbolConfiguration(pointSize: 64, weight: .regular)`: a symbol's look; the image view is a placeholder of its own size.
      return .void
    }
    if let result = try flkCall(name, of: base, call, evaluate: arguments) { return result }  // `label.constrainHeight("16")`
    if let result = try steviaCall(name, of: base, call, evaluate: arguments) { return result }  // `line.height(1).fillHorizontally()`
    if let result = try huriQuickLayoutCall(name, of: base, call, evaluate: arguments) { return result }  // `label.layoutToSuperview(.top)`
    if let result = try pinLayoutCall(name, of: base, evaluate: arguments) { return result }  // `label.pin.top(8).sizeToFit()`
    guard UIKitAnchorsVocabulary.viewMethods.contains(name) else { return nil }
    let receiver: Value
    if let host = uikitHost(base) { receiver = .view(host) } else { receiver = try evaluate(base) }
    let item: Int
    switch receiver {
    case .view(let id), .uikit(.guide(let id)): item = id
    default: return nil
    }
    return try hierarchyMethod(name, of: item, try arguments())
  }

  /// `addSubview(label)` written without a receiver in a view's own code: the host's.
  func uikitImplicitSelfCall(_ name: String, at location: SourceLocation,
                             evaluate arguments: () throws(Diagnostic) -> Arguments) throws(Diagnostic) -> Value? {
    guard UIKitAnchorsVocabulary.viewMethods.contains(name), name != "removeFromSuperview",
          !scopes.contains(where: { $0["self"] != nil }) else { return nil }
    return try hierarchyMethod(name, of: uikitHostView("self", at: location), try arguments())
  }

  /// True for `setupConstraints()` called from set-up code: the pasted class's set-up methods
  /// all run, in the order written (`Parser.setUpMethods`), so the call itself does nothing more.
  func isSetUpMethodCall(_ name: String) -> Bool {
    setUpInProgress != nil && Parser.setUpMethods.contains(name) && declarations.functions[name] == nil
      && !scopes.contains { $0[name] != nil }
  }

  /// A bare `topAnchor`, `safeAreaLayoutGuide`, `snp`, `subviews` (a stack's `arrangedSubviews`)
  /// in a view's own code: the host's.
  func uikitImplicitSelfMember(_ name: String, at location: SourceLocation) throws(Diagnostic) -> Value? {
    if uikit.isUsed || setUpInProgress != nil, name == "view" || name == "contentView" {
      // `make.center.equalTo(view)`, `equalTo: self.view`: the host as a value, once the code uses Auto Layout.
      return .view(uikitHostView(name, at: location))
    }
    let framed = ["frame", "bounds", "center", "layoutMargins"].contains(name) && (setUpInProgress != nil || !instanceContext.isEmpty)
      || ["safeAreaInsets", "window"].contains(name) && flattenedClass != nil
      || ["arrangedSubviews", "subviews"].contains(name) && flattenedClass != nil && !Self.isController(flattenedSuperclass)
        && (name == "subviews" || flattenedSuperclass == "UIStackView")
    guard framed || UIKitAnchorsVocabulary.anchors[name] != nil || UIKitAnchorsVocabulary.guides[name] != nil || name == "snp"
            || name == "layoutUsing" || Self.steviaAttributes[name] != nil || name == "pin" && flattenedClass != nil else { return nil }
    return try uikitMember(name, ofItem: uikitHostView("self", at: location), at: location)
  }

  /// `target = value` for the properties UIKit's Auto Layout reads; false for any other target.
  func uikitAssignment(_ target: Expression, _ expression: Expression) throws(Diagnostic) -> Bool {
    if try frameAssignment(target, expression) { return true }
    if try setsControllerRootView(target, expression) { return true }
    if try textViewAssignment(target, expression) { return true }
    if try ownStackPropertyAssignment(target, expression) { return true }
    if case .member(let base, let property, _) = target, property == "bottomMarginHeight" || property == "lastMarginHeight" {
      let stack: Value
      if let host = uikitHost(base) { stack = .view(host) } else { stack = try evaluate(base) }
      if case .view(let id) = stack { return orStackBottomMargin(property, of: id, try evaluate(expression)) }  // ORStackView's bottom margin
    }
    guard case .member(let base, let property, let location) = target,
          UIKitAnchorsVocabulary.assignedProperties.contains(property) else { return false }
    let object: Value
    if let host = uikitHost(base) { object = .view(host) } else { object = try evaluate(base) }
    let value = try evaluate(property == "priority" ? Self.priorityArithmetic(expression) : expression)
    let argument = EvaluatedArgument(label: property, value: value, isTrailingClosure: false,
                                     location: expression.location, callee: property)
    switch object {
    case .uikit(.constraint(let index)):
      try setConstraintProperty(property, of: index, argument, at: location)
    case .view where isUIKitCode && isPlaceholderName(object) && ["isActive", "active", "priority", "constant", "identifier"].contains(property):
      return true  // `c.isActive = true` of a constraint left out (`unknownLengthConstraint`): an opaque value's property
    case .view(let id):
      return try setViewLayoutProperty(property, of: id, argument, at: location)
    default:
      return false
    }
    return true
  }

  /// `axis = .horizontal`, `spacing = 12` in the code of a class that is a UIStackView, and
  /// `layoutMargins = UIEdgeInsets(…)` (`directionalLayoutMargins`) in the code of any view's
  /// class: its own view's (`self`'s); false for any other target.
  private func ownStackPropertyAssignment(_ target: Expression, _ expression: Expression) throws(Diagnostic) -> Bool {
    guard case .name(let property, let location) = target, setUpInProgress != nil,
          !scopes.contains(where: { $0[property] != nil }) else { return false }
    let isStack = flattenedSuperclass == "UIStackView"
      && ["axis", "spacing", "alignment", "distribution", "isLayoutMarginsRelativeArrangement", "isBaselineRelativeArrangement"].contains(property)
    let isMargins = ["layoutMargins", "directionalLayoutMargins"].contains(property) && !Self.isController(flattenedSuperclass)
    guard isStack || isMargins else { return false }
    let host = uikitHostView("self", at: location)
    let argument = EvaluatedArgument(label: property, value: try evaluate(expression), isTrailingClosure: false,
                                     location: expression.location, callee: property)
    if isStack { try setStackProperty(property, of: host, argument) } else { _ = try setViewLayoutProperty(property, of: host, argument, at: location) }
    return true
  }

  /// `translatesAutoresizingMaskIntoConstraints`, margins and stack view properties of a view;
  /// false for a property the view does not have here.
  private func setViewLayoutProperty(_ property: String, of id: Int, _ argument: EvaluatedArgument,
                                     at location: SourceLocation) throws(Diagnostic) -> Bool {
    switch property {
    case "translatesAutoresizingMaskIntoConstraints":
      uikit.translatesMask[id] = try bool(argument, default: true)
      if !uikit.isUsed { uikit.ignoredCalls.append((property, true, location)) }
    case "autoresizingMask":
      // `[.flexibleWidth, .flexibleHeight]`, `.flexibleWidth`, `[]`: UIViewAutoresizing's members (AutoresizingMaskConstraints).
      let members: [Value] = { if case .array(let items) = argument.value { return items } else { return [argument.value] } }()
      var mask: Set<String> = []
      for member in members {
        guard case .member(let name) = member, AutoresizingMaskConstraints.members.contains(name) else {
          throw mismatch(argument, "UIView.AutoresizingMask members, such as [.flexibleWidth, .flexibleHeight]")
        }
        mask.insert(name)
      }
      uikit.autoresizingMasks[id] = mask
    case "layoutMargins", "directionalLayoutMargins":
      guard case .insets(let insets, _) = argument.value, insets.isFinite else {
        throw mismatch(argument, "a UIEdgeInsets or NSDirectionalEdgeInsets of finite insets")
      }
      uikit.margins[id] = insets
    case "preservesSuperviewLayoutMargins":
      if try bool(argument, default: false) { uikit.preservesSuperviewMargins.insert(id) } else { uikit.preservesSuperviewMargins.remove(id) }
    case "insetsLayoutMarginsFromSafeArea":
      note("'insetsLayoutMarginsFromSafeArea' is not modelled: a view controller's root view insets its margins from the "
             + "safe area, other views do not", at: argument.location)
    default:
      guard uikit.stacks[id] != nil else { return false }
      try setStackProperty(property, of: id, argument)
    }
    return true
  }

  /// `c.isActive = true`, `c.priority = .defaultHigh`, `c.constant = 20`, `c.identifier = "x"`.
  private func setConstraintProperty(_ property: String, of index: Int, _ argument: EvaluatedArgument,
                                     at location: SourceLocation) throws(Diagnostic) {
    switch property {
    case "isActive", "active": uikit.setActive(index, try bool(argument, default: true))
    case "priority":
      let priority = try layoutPriority(argument), old = uikit.records[index].constraint.priority
      // NSLayoutConstraint.priority: "Priorities may not change from nonrequired to required, or
      // from required to nonrequired" once the constraint is active (UIKit raises an exception).
      if uikit.records[index].isActive, (priority >= 1000) != (old >= 1000) {
        throw Diagnostic("an active constraint's priority cannot change between required and optional: UIKit raises an exception",
                         at: location, hint: "set the priority before activating the constraint")
      }
      uikit.records[index].constraint.priority = priority
    case "constant": uikit.records[index].constraint.constant = try finiteNumber(argument, default: 0)
    case "identifier": uikit.records[index].constraint.identifier = try string(argument, default: "")
    default: throw Diagnostic("an NSLayoutConstraint has no settable property '\(property)'", at: location,
                              hint: "set isActive, priority, constant or identifier")
    }
  }

  /// `.defaultHigh + 1`, `.required - 1`: UILayoutPriority's arithmetic, its members read as
  /// their values where they are operands.
  static func priorityArithmetic(_ expression: Expression) -> Expression {
    guard case .binary(let op, let left, let right, let location) = expression else { return expression }
    func operand(_ side: Expression) -> Expression {
      if case .implicitMember(let name, let at) = side, let value = AnchorsVocabulary.priorities[name] { return .number(value, at) }
      return priorityArithmetic(side)
    }
    return .binary(op, operand(left), operand(right), location)
  }

  /// `.defaultHigh - 1` as an argument (`setContentCompressionResistancePriority(.defaultHigh - 2, for:)`):
  /// a UILayoutPriority member beside a number is its value (UILayoutPriority's `+` and `-` with a Float).
  static func priorityOperands(_ left: Value, _ right: Value) -> (Value, Value) {
    func operand(_ side: Value, _ other: Value) -> Value {
      guard case .member(let name) = side, other.numberValue != nil, let value = AnchorsVocabulary.priorities[name] else { return side }
      return .number(value)
    }
    return (operand(left, right), operand(right, left))
  }

  /// A `UILayoutPriority`: a number, `.defaultHigh`, `UILayoutPriority(999)`, 1…1000.
  func layoutPriority(_ argument: EvaluatedArgument) throws(Diagnostic) -> Double {
    let priority: Double
    switch argument.value {
    case .number(let value): priority = value
    case .member(let name):
      guard let named = AnchorsVocabulary.priorities[name] else {
        throw Diagnostic("UILayoutPriority has no member '\(name)'", at: argument.location,
                         hint: didYouMean(name, among: AnchorsVocabulary.priorities.keys))
      }
      priority = named
    default: throw mismatch(argument, "a UILayoutPriority, such as .defaultHigh or UILayoutPriority(999)")
    }
    guard priority.isFinite, priority >= 1, priority <= 1000 else { throw mismatch(argument, "a priority from 1 to 1000") }
    return priority
  }
}
