import LayoutCore

/// One constraint of a console log in one plain sentence, with view names for addresses:
/// "the table view fixes UITableViewCellContentView's height at 44 (UIView-Encapsulated-Layout-Height)",
/// "UILabel 'Seconds''s leading edge is 30 right of UIView's leading edge".
struct ConstraintSentence {
  let entry: ConflictLogEntry
  let constraint: AnchorConstraint?
  let names: [String]

  var text: String {
    guard let constraint else { return "a constraint qlrepl cannot read: \(entry.text)" }
    let subject = name(constraint.item)
    let tail = (entry.identifier.map { " (\($0))" } ?? "")
      + (constraint.isRequired ? "" : " at priority \(formatNumber(constraint.priority))")
    switch entry.origin {
    case .encapsulatedSize where constraint.secondItem == nil:
      return "\(container(of: subject)) fixes \(cell(subject))'s \(constraint.attribute.rawValue) at \(formatNumber(constraint.constant))\(tail)"
    case .autoresizingMask:
      return "\(relation(constraint)) — from \(subject)'s frame and autoresizing mask (translatesAutoresizingMaskIntoConstraints is on)"
    case .temporarySize:
      return "UIKit holds \(subject)'s \(constraint.attribute.rawValue) at \(formatNumber(constraint.constant)) until it is placed\(tail)"
    case .stackView:
      return "the stack view: \(relation(constraint))\(tail)"
    case .layoutGuide:
      return "UIKit places a layout guide: \(relation(constraint))\(tail)"
    case .interfaceBuilder:
      return "Interface Builder, for a view left without constraints: \(relation(constraint))"
    case .contentSize:
      return "\(subject)'s intrinsic content size: \(relation(constraint))\(tail)"
    case .systemSpacing:
      return "system spacing between baselines: \(relation(constraint))"
    case .privateViews:
      return "UIKit's own views: \(relation(constraint))\(tail)"
    case .app, .encapsulatedSize:
      return relation(constraint) + tail
    }
  }

  /// A cell's content view (or the cell) as "the cell", as people say it; other views by name.
  private func cell(_ name: String) -> String {
    name.contains("CellContentView") || name.hasSuffix("Cell") ? "the cell" : name
  }

  /// Who gives a cell its encapsulated size.
  private func container(of name: String) -> String {
    if name.contains("TableView") { return "the table view" }
    if name.contains("Collection") { return "the collection view" }
    return "its container"
  }

  /// `a`'s attribute against `b`'s (or a constant), in words.
  private func relation(_ constraint: AnchorConstraint) -> String {
    let subject = side(constraint.item, constraint.attribute)
    let verb: String
    switch constraint.relation {
    case .equal: verb = "is"
    case .greaterOrEqual: verb = "is at least"
    case .lessOrEqual: verb = "is at most"
    }
    guard let second = constraint.secondItem, let attribute = constraint.secondAttribute else {
      return "\(subject) \(verb) \(formatNumber(constraint.constant))"
    }
    let other = side(second, attribute)
    let scaled = constraint.multiplier == 1 ? other : "\(formatNumber(constraint.multiplier)) × \(other)"
    if constraint.attribute.isDimension || constraint.constant == 0 {
      let offset = constraint.constant == 0 ? "" : (constraint.constant > 0 ? " + \(formatNumber(constraint.constant))" : " − \(formatNumber(-constraint.constant))")
      return "\(subject) \(verb) \(constraint.relation == .equal ? (constraint.constant == 0 ? "equal to " : "") : "")\(scaled)\(offset)"
    }
    let horizontal = constraint.attribute.axis == .horizontal
    let direction = constraint.constant > 0 ? (horizontal ? "right of" : "below") : (horizontal ? "left of" : "above")
    return "\(subject) \(verb) \(formatNumber(abs(constraint.constant))) \(direction) \(scaled)"
  }

  /// `UILabel 'A''s leading edge`; a baseline (a guide of its own at its top) by its name alone.
  private func side(_ view: Int, _ attribute: AnchorAttribute) -> String {
    let named = name(view)
    return named.hasSuffix(" baseline") && attribute == .top ? named : "\(named)'s \(words(attribute))"
  }

  private func words(_ attribute: AnchorAttribute) -> String {
    switch attribute {
    case .leading, .trailing, .left, .right, .top, .bottom: return "\(attribute.rawValue) edge"
    case .centerX: return "horizontal centre"
    case .centerY: return "vertical centre"
    case .width, .height: return attribute.rawValue
    case .firstBaseline: return "first baseline"
    case .lastBaseline: return "last baseline"
    }
  }

  private func name(_ view: Int) -> String { names.indices.contains(view) ? names[view] : "view \(view)" }
}
