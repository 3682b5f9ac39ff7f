extension Element {
  /// The layout values this element hands a custom layout container it is a child of: those its
  /// modifiers set (`layoutValue(key:value:)`), outermost first; a key set twice keeps the
  /// outermost value, the one written last. Containers do not pass their children's up.
  public var layoutValues: [LayoutValue] {
    var values: [LayoutValue] = []
    var element = self
    while case .modified(let child, let modifier) = element {
      if case .layoutValue(let value) = modifier, !values.contains(where: { $0.key == value.key }) { values.append(value) }
      element = child
    }
    return values
  }
}
