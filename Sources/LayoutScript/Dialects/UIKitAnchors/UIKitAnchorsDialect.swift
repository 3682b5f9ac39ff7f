import LayoutCore

/// UIKit's own Auto Layout API: `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`,
/// `UILayoutGuide()`, `NSDirectionalEdgeInsets`; anchors, guides and the view methods are read
/// through the evaluator's hooks (`Evaluator+UIKitAnchors`).
enum UIKitAnchorsDialect: Dialect {
  static let name = "UIKit anchors"
  static let functions: [String: BuiltinFunction] = [
    "NSLayoutConstraint": BuiltinFunction(labels: ["item", "attribute", "relatedBy", "toItem", "attribute", "multiplier", "constant"]) {
      e, a throws(Diagnostic) in try e.itemAttributeConstraint(a)
    },
    "UILayoutGuide": BuiltinFunction(labels: []) { e, a throws(Diagnostic) in
      e.uikit.isUsed = true
      let id = e.viewTable.addView(typeName: "UILayoutGuide", kind: .plainView, at: a.location)
      e.uikit.guideKinds[id] = .custom
      return .uikit(.guide(id))
    },
    "UIEdgeInsetsMake": BuiltinFunction(labels: ["_", "_", "_", "_"]) { e, a throws(Diagnostic) in
      // The pre-Swift 4.2 `UIEdgeInsetsMake(top, left, bottom, right)`.
      .insets(EdgeInsets(top: try e.number(a.positional(0), default: 0), left: try e.number(a.positional(1), default: 0),
                         bottom: try e.number(a.positional(2), default: 0), right: try e.number(a.positional(3), default: 0)),
              followsDirection: false)
    },
    "NSDirectionalEdgeInsets": BuiltinFunction(labels: ["top", "leading", "bottom", "trailing"]) { e, a throws(Diagnostic) in
      .insets(EdgeInsets(top: try e.number(a["top"], default: 0), left: try e.number(a["leading"], default: 0),
                         bottom: try e.number(a["bottom"], default: 0), right: try e.number(a["trailing"], default: 0)),
              followsDirection: true)
    },
  ]
}

extension Evaluator {
  /// `NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute:
  /// .bottom, multiplier: 1, constant: 8)`: `toItem: nil` with `.notAnAttribute` for a constant
  /// width or height; a margin attribute (`.leadingMargin`) is the item's margins guide edge.
  /// `NSLayoutConstraint()`, a stored property's empty start that set-up replaces, is an opaque
  /// placeholder: it relates nothing, and what is set on it changes nothing.
  func itemAttributeConstraint(_ arguments: Arguments) throws(Diagnostic) -> Value {
    if arguments.items.isEmpty, isUIKitCode,
       let empty = try placeholderStatic("init()", of: "NSLayoutConstraint", known: [], as: .opaque, at: arguments.location) {
      return empty
    }
    let attributes = arguments.items.filter { $0.label == "attribute" }
    guard let itemArgument = arguments["item"], let first = attributes.first, let relatedBy = arguments["relatedBy"] else {
      throw Diagnostic("NSLayoutConstraint needs item:, attribute:, relatedBy:, toItem:, attribute:, multiplier: and constant:",
                       at: arguments.location)
    }
    let (item, attribute) = try itemAttribute(try self.item(of: itemArgument, "NSLayoutConstraint"), first)
    guard case .member(let relationName) = relatedBy.value,
          let relation = ["equal": AnchorRelation.equal, "greaterThanOrEqual": .greaterOrEqual, "lessThanOrEqual": .lessOrEqual][relationName]
    else { throw mismatch(relatedBy, ".equal, .greaterThanOrEqual or .lessThanOrEqual") }
    var second: (Int, AnchorAttribute)?
    if let toItem = arguments["toItem"], !toItem.value.isNil {
      guard attributes.count == 2 else { throw Diagnostic("the second `attribute:` is missing", at: toItem.location) }
      second = try itemAttribute(try self.item(of: toItem, "NSLayoutConstraint"), attributes[1])
    } else if attributes.count == 2, case .member(let name) = attributes[1].value, name != "notAnAttribute" {
      throw Diagnostic("without `toItem:` the second attribute is .notAnAttribute", at: attributes[1].location)
    }
    if let second { try checkAnchorsCompatible(attribute, second.1, at: arguments.location) }
    let constraint = AnchorConstraint(item: item, attribute: attribute, relation: relation, secondItem: second?.0,
                                      secondAttribute: second?.1, multiplier: try finiteNumber(arguments["multiplier"], default: 1),
                                      constant: try finiteNumber(arguments["constant"], default: 0))
    if second == nil, !attribute.isDimension {
      throw Diagnostic("a constraint without `toItem:` fixes a width or height, not \(attribute.rawValue)", at: arguments.location)
    }
    return .uikit(.constraint(uikit.make(constraint, at: arguments.location)))
  }

  /// The item and attribute an `attribute:` names for `item`: a margin attribute moves to the margins guide.
  func itemAttribute(_ item: Int, _ argument: EvaluatedArgument) throws(Diagnostic) -> (Int, AnchorAttribute) {
    let name: String
    switch argument.value {
    case .member(let member): name = member
    case .uikit(.attribute(let attribute)): return (item, attribute)
    default: throw mismatch(argument, "an NSLayoutConstraint.Attribute, such as .top")
    }
    guard let entry = UIKitAnchorsVocabulary.attributes[name] else {
      throw Diagnostic("NSLayoutConstraint.Attribute has no member '\(name)'", at: argument.location,
                       hint: didYouMean(name, among: UIKitAnchorsVocabulary.attributes.keys))
    }
    return (entry.margins ? guide(.margins, of: item, at: argument.location) : item, entry.attribute)
  }
}
