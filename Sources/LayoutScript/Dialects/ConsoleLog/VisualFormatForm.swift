import LayoutCore

/// A constraint printed in the Visual Format Language, as UIKit prints one constraint:
/// `H:|-(15)-[UILabel:0x…'Seconds']`, `H:[UILabel:0x…]-(30)-|`, `H:[a]-(8)-[b]`,
/// `H:[a]-(NSSpace(8))-[b]`, `V:|-(>=8)-[a]`, `V:[UIView:0x…(200)]`, `H:[UIView:0x…(>=44@750)]`,
/// `H:[a(==b)]`, and the `(LTR)` after a constraint on left and right (the same as leading and
/// trailing here: logs are read left to right).
enum VisualFormatForm {
  /// The constraint `scanner` holds from where it stands; nil when it is not a visual format.
  /// `superview` is the `|` of the log's `names:` list.
  static func read(_ scanner: inout DescriptionScanner, superview: LoggedItem?) -> LoggedConstraint? {
    let horizontal: Bool
    if scanner.take("H:") { horizontal = true } else if scanner.take("V:") { horizontal = false } else { return nil }
    let start: AnchorAttribute = horizontal ? .leading : .top
    let end: AnchorAttribute = horizontal ? .trailing : .bottom
    let length: AnchorAttribute = horizontal ? .width : .height
    if scanner.take("|") {
      guard let (relation, space, priority) = connection(&scanner), let view = element(&scanner)?.item else { return nil }
      return LoggedConstraint(first: .item(view), attribute: .plain(start), relation: relation,
                              second: .superview(of: view, named: superview), secondAttribute: .plain(start),
                              constant: space, priority: priority)
    }
    guard let (view, size) = element(&scanner) else { return nil }
    if let size {
      var constraint = LoggedConstraint(first: .item(view), attribute: .plain(length), relation: size.relation,
                                        constant: size.constant, priority: size.priority)
      if let other = size.other {
        constraint.second = .item(other)
        constraint.secondAttribute = .plain(length)
      }
      return constraint
    }
    guard let (relation, space, priority) = connection(&scanner) else { return nil }
    if scanner.take("|") {
      return LoggedConstraint(first: .superview(of: view, named: superview), attribute: .plain(end), relation: relation,
                              second: .item(view), secondAttribute: .plain(end), constant: space, priority: priority)
    }
    guard let next = element(&scanner)?.item else { return nil }
    return LoggedConstraint(first: .item(next), attribute: .plain(start), relation: relation,
                            second: .item(view), secondAttribute: .plain(end), constant: space, priority: priority)
  }

  /// What a size predicate `(200)`, `(>=44@750)`, `(==b)` says.
  struct Size {
    var relation: AnchorRelation = .equal
    var constant: Double = 0
    var other: LoggedItem?
    var priority: Double = 1000
  }

  /// `[item]` or `[item(predicate)]`.
  private static func element(_ scanner: inout DescriptionScanner) -> (item: LoggedItem, size: Size?)? {
    guard scanner.take("["), let item = scanner.item() else { return nil }
    var size: Size?
    if scanner.take("(") {
      var predicate = Size()
      predicate.relation = scanner.relation() ?? .equal
      if let value = scanner.number() {
        predicate.constant = value
      } else if let other = scanner.item() {
        predicate.other = other
      } else {
        return nil
      }
      if let priority = scanner.priority() { predicate.priority = priority }
      guard scanner.take(")") else { return nil }
      size = predicate
    }
    guard scanner.take("]") else { return nil }
    return (item, size)
  }

  /// `-(8)-`, `-(>=8@750)-`, `-(NSSpace(8))-`, `-8-`; adjacent elements (`][`) are 0 apart.
  private static func connection(_ scanner: inout DescriptionScanner) -> (AnchorRelation, Double, Double)? {
    guard scanner.take("-") else {
      return scanner.peek == "[" || scanner.peek == "|" ? (.equal, 0, 1000) : nil
    }
    var relation = AnchorRelation.equal, priority = 1000.0
    let space: Double
    if scanner.take("(") {
      relation = scanner.relation() ?? .equal
      guard let value = scanner.spacing() else { return nil }
      space = value
      priority = scanner.priority() ?? 1000
      guard scanner.take(")") else { return nil }
    } else {
      guard let value = scanner.spacing() else { return nil }
      space = value
    }
    guard scanner.take("-") else { return nil }
    return (relation, space, priority)
  }
}
