import LayoutCore

/// UIKit's Auto Layout names: anchor properties, guide properties, the view methods that build
/// the hierarchy, and `NSLayoutConstraint.Attribute`'s members.
enum UIKitAnchorsVocabulary {
  /// `view.topAnchor` and its kin: the attribute each anchor property stands for.
  static let anchors: [String: AnchorAttribute] = {
    var table: [String: AnchorAttribute] = [:]
    for attribute in AnchorAttribute.allCases { table[attribute.rawValue + "Anchor"] = attribute }
    return table
  }()

  /// The guide properties of a view.
  static let guides: [String: GuideKind] = [
    "safeAreaLayoutGuide": .safeArea, "layoutMarginsGuide": .margins, "readableContentGuide": .readableContent,
    "contentLayoutGuide": .scrollContent, "frameLayoutGuide": .scrollFrame,
  ]

  /// The methods of a view that change its subviews, layout guides, arranged subviews or constraints.
  static let viewMethods: Set<String> = [
    "addSubview", "addSubviews", "insertSubview", "addLayoutGuide", "removeLayoutGuide", "addArrangedSubview", "insertArrangedSubview",
    "removeArrangedSubview", "setCustomSpacing", "addConstraint", "addConstraints", "removeConstraint", "removeConstraints",
    "removeFromSuperview", "sizeToFit",
  ]

  /// `NSLayoutConstraint.Attribute`'s members; the margin ones are the margins guide's edges.
  static let attributes: [String: (attribute: AnchorAttribute, margins: Bool)] = {
    var table: [String: (attribute: AnchorAttribute, margins: Bool)] = [:]
    for attribute in AnchorAttribute.allCases { table[attribute.rawValue] = (attribute, false) }
    table["baseline"] = (.lastBaseline, false)
    for attribute in [AnchorAttribute.leading, .trailing, .left, .right, .top, .bottom] {
      table[attribute.rawValue + "Margin"] = (attribute, true)
    }
    table["centerXWithinMargins"] = (.centerX, true)
    table["centerYWithinMargins"] = (.centerY, true)
    return table
  }()

  /// The properties a script sets on views, constraints and stack views that this dialect reads.
  static let assignedProperties: Set<String> = [
    "translatesAutoresizingMaskIntoConstraints", "isActive", "active", "priority", "constant", "identifier",
    "axis", "distribution", "alignment", "spacing", "isLayoutMarginsRelativeArrangement", "isBaselineRelativeArrangement",
    "layoutMargins", "directionalLayoutMargins", "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea",
    "autoresizingMask",
  ]

  /// The standard space of `constraint(equalToSystemSpacingAfter:multiplier:)` and VFL's `-`
  /// between two sibling views: 8 points (the Auto Layout Guide, "Visual Format Language":
  /// "the standard spacing ... between sibling views"; UIKit's system spacing is measured as 8
  /// between views by others, e.g. the NSLayoutConstraint logs that print it as NSSpace(8)).
  static let standardSpacing = 8.0
  /// VFL's `|-` standard space to the superview's edge: 20 points (the Auto Layout Guide's VFL
  /// page: "The standard spacing to the superview's edge is 20 points").
  static let superviewSpacing = 20.0
}
