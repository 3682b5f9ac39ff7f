/// One Auto Layout constraint as SwiftLayout activates it:
/// `item.attribute RELATION multiplier × secondItem.secondAttribute + constant @priority`.
/// Views are script view ids. Equal constraints are the same activation (UIKit's set of them).
public struct AnchorConstraint: Sendable, Hashable {
  public var item: Int
  public var attribute: AnchorAttribute
  public var relation: AnchorRelation
  /// The view on the right side; nil for a width or height against a constant.
  public var secondItem: Int?
  public var secondAttribute: AnchorAttribute?
  public var multiplier: Double
  public var constant: Double
  /// 1…1000; 1000 is required.
  public var priority: Double
  public var identifier: String?

  /// A constraint with every part given; without a second item the multiplier is 1.
  public init(item: Int, attribute: AnchorAttribute, relation: AnchorRelation, secondItem: Int?,
              secondAttribute: AnchorAttribute?, multiplier: Double = 1, constant: Double = 0,
              priority: Double = 1000, identifier: String? = nil) {
    self.item = item
    self.attribute = attribute
    self.relation = relation
    self.secondItem = secondItem
    self.secondAttribute = secondItem == nil ? nil : secondAttribute
    self.multiplier = secondItem == nil ? 1 : multiplier
    self.constant = constant
    self.priority = priority
    self.identifier = identifier
  }

  /// True when the constraint must hold.
  public var isRequired: Bool { priority >= 1000 }

  /// The normalized text of the anchors corpus: `a.leading >= 0.5 * b.trailing + 8 @750 id:"x"`,
  /// with views named by `name`.
  public func normalized(_ name: (Int) -> String) -> String {
    var text = "\(name(item)).\(attribute.rawValue) \(relation.rawValue) "
    if let secondItem, let secondAttribute {
      if multiplier != 1 { text += "\(Self.number(multiplier)) * " }
      text += "\(name(secondItem)).\(secondAttribute.rawValue)"
      if constant != 0 { text += constant > 0 ? " + \(Self.number(constant))" : " - \(Self.number(-constant))" }
    } else {
      text += Self.number(constant)
    }
    if priority != 1000 { text += " @\(Self.number(priority))" }
    if let identifier { text += " id:\(identifier.jsonQuoted)" }
    return text
  }

  /// The shortest decimal that reads back as `value`; integers without a decimal point.
  public static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
  }
}
