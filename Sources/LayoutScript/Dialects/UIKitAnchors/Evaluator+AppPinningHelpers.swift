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
    uikit.translatesMask[view] = false
    for attribute in [AnchorAttribute.leading, .trailing, .top, .bottom] {
      let index = uikit.make(AnchorConstraint(item: view, attribute: attribute, relation: .equal, secondItem: target,
                                              secondAttribute: attribute), at: location)
      uikit.setActive(index, true)
    }
    if uikit.pinningHelpers.insert(name).inserted {
      let other = arguments.items.count > (given == nil ? 0 : 1)
      note("'\(name)' is the app's own helper, declared in another file: by its name it pins the view's edges to "
             + "\(given == nil ? "its superview's" : "the view it is given"), and is drawn so\(other ? " (its other arguments are not read)" : "")",
           at: location)
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
