import LayoutCore

extension AnchorConstraint {
  /// The normalized text of the anchors corpus: `a.leading >= 0.5 * b.trailing + 8 @750 id:"x"`,
  /// with views named by `name`; numbers with every digit they need (`formatNumber`).
  public func normalized(_ name: (Int) -> String) -> String {
    var text = "\(name(item)).\(attribute.rawValue) \(relation.rawValue) "
    if let secondItem, let secondAttribute {
      if multiplier != 1 { text += "\(formatNumber(multiplier)) * " }
      text += "\(name(secondItem)).\(secondAttribute.rawValue)"
      if constant != 0 { text += constant > 0 ? " + \(formatNumber(constant))" : " - \(formatNumber(-constant))" }
    } else {
      text += formatNumber(constant)
    }
    if priority != 1000 { text += " @\(formatNumber(priority))" }
    if let identifier { text += " id:\(identifier.jsonQuoted)" }
    return text
  }
}
