import LayoutCore

/// An app's own helper that pins a view to its superview (`toolbar.fillSuperview()`,
/// `stack.pinToParent()`, `content.constrainEdgesToSuperview()`): declared in another file of the
/// app, so its body is unknown, but its name says what it does, and without it the view keeps
/// the zero frame of a view made in code and draws as nothing. A method on a view whose name
/// starts with fill, pin, constrain, stretch, embed, edges or anchor and names the superview (or
/// parent) is taken as pinning the view's four edges to its superview's (and turning off its
/// autoresizing mask), in one note per name that says it is read from the name. Its arguments
/// (insets, a padding) are not read, which the note says too.
extension Evaluator {
  /// Pins `view` to its superview when `name` reads as such a helper; false when it does not.
  func pinByAppHelper(_ name: String, view: Int, hasArguments: Bool, at location: SourceLocation) -> Bool {
    guard Self.namesSuperviewPinning(name), let superview = uikit.superviews[view], uikit.guideKinds[view] == nil else { return false }
    uikit.translatesMask[view] = false
    for attribute in [AnchorAttribute.leading, .trailing, .top, .bottom] {
      let index = uikit.make(AnchorConstraint(item: view, attribute: attribute, relation: .equal, secondItem: superview,
                                              secondAttribute: attribute), at: location)
      uikit.setActive(index, true)
    }
    if uikit.pinningHelpers.insert(name).inserted {
      note("'\(name)' is the app's own helper, declared in another file: by its name it pins the view's edges to its "
             + "superview's, and is drawn so\(hasArguments ? " (its arguments are not read)" : "")", at: location)
    }
    return true
  }

  /// True for `fillSuperview`, `pinToParent`, `constrainEdgesToSuperview`, `edgesToSuperview`.
  static func namesSuperviewPinning(_ name: String) -> Bool {
    let lower = name.lowercased()
    guard ["fill", "pin", "constrain", "stretch", "embed", "edges", "anchor"].contains(where: { lower.hasPrefix($0) }) else { return false }
    return lower.contains("superview") || lower.contains("parent")
  }
}
