import LayoutCore

/// A constraint printed as an equation: `UILabel:0x…'Seconds'.leading == UIView:0x….leading + 20`,
/// `UIView:0x….width == 0.5*UIView:0x….width`, `UIView:0x….width == - 16`, SnapKit's
/// `UIView:0x….width == UIView:0x….width * 0.5 + 10.0` and `^750`, and autoresizing's position
/// against a constant (`UIImageView:0x….midX == 228.5`, measured in the superview).
enum EquationForm {
  /// The constraint `scanner` holds from where it stands; nil when it is not an equation.
  static func read(_ scanner: inout DescriptionScanner, superview: LoggedItem?) -> LoggedConstraint? {
    guard let firstItem = scanner.item(), let attribute = scanner.attribute(), let relation = scanner.relation() else { return nil }
    var constraint = LoggedConstraint(first: .item(firstItem), attribute: attribute, relation: relation)
    scanner.skipSpaces()
    let start = scanner.position
    var leadingMultiplier: Double?
    if let value = scanner.number(), scanner.take("*") { leadingMultiplier = value } else { scanner.position = start }
    if let second = scanner.item(), let secondAttribute = scanner.attribute() {
      constraint.second = .item(second)
      constraint.secondAttribute = secondAttribute
      constraint.multiplier = leadingMultiplier ?? 1
      if scanner.take("*"), let value = scanner.number() { constraint.multiplier = value }
      constraint.constant = constantTerm(&scanner) ?? 0
    } else {
      scanner.position = start
      guard leadingMultiplier == nil, let value = scanner.spacing() else { return nil }
      constraint.constant = value
      if case .plain(let plain) = attribute, !plain.isDimension {
        // A position against a constant (autoresizing's `minX == 0`): in the superview's bounds.
        constraint.second = .superview(of: firstItem, named: superview)
        constraint.secondAttribute = .plain(plain.axis == .horizontal ? .left : .top)
      }
    }
    if let priority = scanner.priority() { constraint.priority = priority }
    return constraint
  }

  /// `+ 20`, `- 20`, `+ NSSpace(8)`; nil when none follows.
  private static func constantTerm(_ scanner: inout DescriptionScanner) -> Double? {
    let start = scanner.position
    let sign: Double
    if scanner.take("+") { sign = 1 } else if scanner.take("-") { sign = -1 } else { return nil }
    guard let value = scanner.spacing() else {
      scanner.position = start
      return nil
    }
    return sign * value
  }
}
