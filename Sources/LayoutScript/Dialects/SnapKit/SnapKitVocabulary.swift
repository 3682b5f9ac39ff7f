import LayoutCore

/// SnapKit's names (SnapKit 5's `ConstraintMaker` and `ConstraintViewDSL`): the attributes a
/// maker or a target has, the relation methods, and `ConstraintPriority`'s members.
enum SnapKitVocabulary {
  /// `make.NAME` / `view.snp.NAME`: the attributes each stands for (SnapKit's ConstraintAttributes).
  static let attributes: [String: [AnchorAttribute]] = {
    var table: [String: [AnchorAttribute]] = [
      "edges": [.top, .left, .bottom, .right], "directionalEdges": [.top, .leading, .bottom, .trailing],
      "horizontalEdges": [.left, .right], "verticalEdges": [.top, .bottom],
      "directionalHorizontalEdges": [.leading, .trailing], "directionalVerticalEdges": [.top, .bottom],
      "size": [.width, .height], "center": [.centerX, .centerY],
    ]
    for attribute in AnchorAttribute.allCases { table[attribute.rawValue] = [attribute] }
    return table
  }()

  /// `make.leadingMargin`, `view.snp.topMargin`, `make.margins`: attributes of the view's margins
  /// guide (SnapKit's margin attributes are NSLayoutConstraint's `.leadingMargin` and kin).
  static let marginAttributes: [String: [AnchorAttribute]] = [
    "leftMargin": [.left], "rightMargin": [.right], "topMargin": [.top], "bottomMargin": [.bottom],
    "leadingMargin": [.leading], "trailingMargin": [.trailing], "centerXWithinMargins": [.centerX],
    "centerYWithinMargins": [.centerY], "margins": [.top, .left, .bottom, .right],
    "directionalMargins": [.top, .leading, .bottom, .trailing], "centerWithinMargins": [.centerX, .centerY],
  ]

  /// The relation methods and whether they target the superview.
  static let relations: [String: (relation: AnchorRelation, toSuperview: Bool)] = [
    "equalTo": (.equal, false), "lessThanOrEqualTo": (.lessOrEqual, false), "greaterThanOrEqualTo": (.greaterOrEqual, false),
    "equalToSuperview": (.equal, true), "lessThanOrEqualToSuperview": (.lessOrEqual, true),
    "greaterThanOrEqualToSuperview": (.greaterOrEqual, true),
  ]

  /// `ConstraintPriority`: required 1000, high 750, medium 500, low 250 (SnapKit's ConstraintPriority.swift on iOS).
  static let priorities: [String: Double] = ["required": 1000, "high": 750, "medium": 500, "low": 250]
}
