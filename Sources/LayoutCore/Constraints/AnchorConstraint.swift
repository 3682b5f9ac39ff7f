/// One Auto Layout constraint as SwiftLayout activates it:
/// `item.attribute RELATION multiplier × secondItem.secondAttribute + constant @priority`.
/// Views are script view ids. Equal constraints are the same activation (UIKit's set of them).
/// Its normalized text (`a.leading >= b.trailing + 8 @750`) is LayoutRender's (`normalized(_:)`).
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
}
