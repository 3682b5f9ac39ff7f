import LayoutCore

/// An app's own helper that pins a view to its superview or to another view
/// (`toolbar.fillSuperview()`, `stack.pinToParent()`, `shadow.anchorToAllSidesOf(view: video)`):
/// declared in another file of the app, so its body is unknown, but its name says what it does,
/// and without it the view keeps the zero frame of a view made in code and draws as nothing. A
/// method on a view whose name starts with fill, pin, constrain, stretch, embed, edges or anchor
/// and names the superview (or parent) is taken as pinning the view's four edges to its
/// superview's; one that names edges or sides and is given a view, to that view's (and turns off
/// the view's autoresizing mask), in one note per name that says it is read from the name. Its
/// other arguments (insets, a padding) are not read, which the note says too.
extension Evaluator {
  /// `base.name(…)` of an app's helper on a view, read by its name: a pinning helper (void), one
  /// that turns off the mask (the view), a constraint helper (`Evaluator+AppConstraintHelpers`,
  /// in UIKit code); nil when `base` is no view or the name reads as none.
  func appHelperCall(_ name: String, on base: Value, _ arguments: Arguments, at location: SourceLocation) throws(Diagnostic) -> Value? {
    guard case .view(let view) = base else { return nil }
    if pinByAppHelper(name, view: view, arguments, at: location) { return .void }
    if autoLayoutByAppHelper(name, view: view, at: location) { return base }
    return isUIKitCode ? try constraintByAppHelper(name, view: view, arguments) : nil
  }

  /// Pins `view` when `name` reads as such a helper; false when it does not.
  func pinByAppHelper(_ name: String, view: Int, _ arguments: Arguments, at location: SourceLocation) -> Bool {
    let given = arguments.items.lazy.compactMap { argument -> Int? in
      if case .view(let other) = argument.value, other != view { return other }
      return nil
    }.first
    let target: Int?
    switch Self.pinningTarget(of: name) {
    case .superview?: target = uikit.superviews[view]
    case .givenView?: target = given
    case nil: target = nil
    }
    guard let target, uikit.guideKinds[view] == nil else { return false }
    pinEdges(of: view, to: target, at: location)
    if uikit.pinningHelpers.insert(name).inserted {
      let other = arguments.items.count > (given == nil ? 0 : 1)
      note("'\(name)' is the app's own helper, declared in another file: by its name it pins the view's edges to "
             + "\(given == nil ? "its superview's" : "the view it is given"), and is drawn so\(other ? " (its other arguments are not read)" : "")",
           at: location)
    }
    return true
  }

  /// Pins `view`'s four edges to `target`'s with active required constraints, its autoresizing mask off.
  func pinEdges(of view: Int, to target: Int, at location: SourceLocation) {
    uikit.translatesMask[view] = false
    for attribute in [AnchorAttribute.leading, .trailing, .top, .bottom] {
      let index = uikit.make(AnchorConstraint(item: view, attribute: attribute, relation: .equal, secondItem: target,
                                              secondAttribute: attribute), at: location)
      uikit.setActive(index, true)
    }
  }

  /// `button.useAutoLayout()`, `view.prepareForAutoLayout()` of the app: a method on a view whose
  /// name says auto layout turns off its autoresizing mask (what such a helper is written for),
  /// and returns the view, as the chained `UIButton(type: .custom).useAutoLayout()` reads it; noted
  /// once by name. False for any other name.
  func autoLayoutByAppHelper(_ name: String, view: Int, at location: SourceLocation) -> Bool {
    guard name.lowercased().contains("autolayout"), uikit.guideKinds[view] == nil else { return false }
    uikit.translatesMask[view] = false
    if uikit.pinningHelpers.insert(name).inserted {
      note("'\(name)' is the app's own helper, declared in another file: by its name it turns off the view's "
             + "autoresizing mask (translatesAutoresizingMaskIntoConstraints = false)", at: location)
    }
    return true
  }

  /// What a pinning helper's name pins to.
  enum PinningTarget { case superview, givenView }

  /// `.superview` for `fillSuperview`, `pinToParent`, `constrainEdgesToSuperview`, `edgesToSuperview`;
  /// `.givenView` for `anchorToAllSidesOf(view:)`, `pinEdges(to:)`; nil for any other name.
  static func pinningTarget(of name: String) -> PinningTarget? {
    let lower = name.lowercased()
    guard ["fill", "pin", "constrain", "stretch", "embed", "edges", "anchor"].contains(where: { lower.hasPrefix($0) }) else { return nil }
    if lower.contains("superview") || lower.contains("parent") { return .superview }
    if lower.contains("edges") || lower.contains("sides") { return .givenView }
    return nil
  }
}

/// An app's own factory of a UIKit view (`UIStackView.forAutoLayout()`, `UILabel.make()`),
/// declared in an extension in another file: a static method of a view type returns a view of
/// that type, so it is read as making one (one that does not translate its autoresizing mask
/// when the name says auto layout), noted once by name. The views it is given are in it: a
/// stack's arranged, any other's first pinned to its edges (`UIView.borderedView(around: label)`);
/// its other arguments are not read.
extension Evaluator {
  /// UIView's own class methods, which make no view.
  private static let viewClassMethods: Set<String> = [
    "animate", "animateKeyframes", "addKeyframe", "transition", "perform", "performWithoutAnimation", "setAnimationsEnabled",
    "appearance", "userInterfaceLayoutDirection", "modifyAnimations", "animateWithSpringDuration",
  ]

  /// The view `Type.name(…)` makes when `Type` is a UIKit view type and `name` none of UIView's
  /// class methods; nil otherwise.
  func appViewFactory(_ name: String, of base: Expression, _ arguments: CallSyntax, at location: SourceLocation) throws(Diagnostic) -> Value? {
    guard case .name(let type, let typeLocation) = base, type.hasPrefix("UI"), !Self.viewClassMethods.contains(name),
          Vocabulary.views[type] != nil || type == "UIStackView", !scopes.contains(where: { $0[type] != nil }),
          declarations.typeMembers[type]?[name] == nil else { return nil }
    let made = try evaluate(.call(.make(.name(type, typeLocation), [], at: typeLocation)))
    let forAutoLayout = name.lowercased().contains("autolayout")
    if forAutoLayout, case .view(let id) = made { uikit.translatesMask[id] = false }
    let given = try viewsGiven(to: made, type: type, arguments, callee: name, at: location)
    if uikit.pinningHelpers.insert(type + "." + name).inserted {
      let holds = given == 0 ? "" : type == "UIStackView" ? ", the views it is given arranged in it" : ", holding the view it is given edge to edge"
      note("'\(type).\(name)' is the app's own factory, declared in another file: read as making a \(type)"
             + (forAutoLayout ? " that does not translate its autoresizing mask" : "") + holds
             + (arguments.isEmpty ? "" : " (its other arguments are not read)"), at: location)
    }
    return made
  }

  /// The views a factory is given (`UIView.borderedView(around: label, …)`, `UIStackView.vertical([a, b])`),
  /// each not yet in a superview: a stack's arranged views; for any other view, the first, pinned to
  /// its four edges (a wrapper: its padding not read), its mask turned off. How many it took.
  private func viewsGiven(to made: Value, type: String, _ arguments: CallSyntax, callee: String, at location: SourceLocation) throws(Diagnostic) -> Int {
    guard case .view(let id) = made, !arguments.isEmpty, let evaluated = try? evaluateArguments(arguments, callee: callee, at: location) else { return 0 }
    let views = evaluated.items.flatMap { argument -> [Value] in
      if case .array(let items) = argument.value { return items }
      return [argument.value]
    }.compactMap { value -> Int? in
      guard case .view(let view) = value, view != id, !isPlaceholderName(value), uikit.superviews[view] == nil else { return nil }
      return view
    }
    guard let first = views.first else { return 0 }
    if type == "UIStackView" {
      for view in views { try arrange(view, in: id, at: nil, location: location) }
      return views.count
    }
    uikit.add(first, to: id)
    uikit.translatesMask[first] = false
    for attribute in [AnchorAttribute.leading, .trailing, .top, .bottom] {
      uikit.setActive(uikit.make(AnchorConstraint(item: first, attribute: attribute, relation: .equal, secondItem: id, secondAttribute: attribute),
                                 at: location), true)
    }
    return 1
  }
}
