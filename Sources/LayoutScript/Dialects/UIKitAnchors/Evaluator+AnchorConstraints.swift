import LayoutCore

/// NSLayoutAnchor's factory methods: `a.constraint(equalTo: b, constant: 8)`, the
/// `greaterThanOrEqualTo:` / `lessThanOrEqualTo:` forms, a dimension's `multiplier:` and
/// `equalToConstant:`, and the system-spacing forms. Each makes an inactive constraint (as
/// UIKit does) whose value is the constraint, to activate.
extension Evaluator {
  /// `anchor.constraint(…)`.
  func anchorConstraint(item: Int, attribute: AnchorAttribute, _ arguments: Arguments) throws(Diagnostic) -> Value {
    let relations: [(String, AnchorRelation)] = [("equalTo", .equal), ("greaterThanOrEqualTo", .greaterOrEqual),
                                                 ("lessThanOrEqualTo", .lessOrEqual)]
    for (label, relation) in relations {
      if let target = arguments[label] {
        try arguments.check([label, "constant", "multiplier"])
        guard case .uikit(.anchor(let second, let secondAttribute)) = target.value else { throw mismatch(target, "an anchor") }
        try checkAnchorsCompatible(attribute, secondAttribute, at: target.location)
        if arguments["multiplier"] != nil, !attribute.isDimension {
          throw Diagnostic("only a dimension anchor (width or height) takes `multiplier:`", at: arguments["multiplier"]!.location,
                           hint: "position anchors take `constant:`; NSLayoutConstraint(item:…multiplier:…) relates positions by a multiplier")
        }
        let constraint = AnchorConstraint(item: item, attribute: attribute, relation: relation, secondItem: second,
                                          secondAttribute: secondAttribute, multiplier: try finiteNumber(arguments["multiplier"], default: 1),
                                          constant: try finiteNumber(arguments["constant"], default: 0))
        return .uikit(.constraint(uikit.make(constraint, at: arguments.location)))
      }
      if let constant = arguments[label + "Constant"] {
        try arguments.check([label + "Constant"])
        guard attribute.isDimension else {
          throw Diagnostic("only a width or height anchor takes `\(label)Constant:`", at: constant.location)
        }
        if let leftOut = try unknownLengthConstraint(constant, of: item, attribute, label: label + "Constant") { return leftOut }
        let constraint = AnchorConstraint(item: item, attribute: attribute, relation: relation, secondItem: nil,
                                          secondAttribute: nil, constant: try finiteNumber(constant, default: 0))
        return .uikit(.constraint(uikit.make(constraint, at: arguments.location)))
      }
      for direction in ["SystemSpacingAfter", "SystemSpacingBelow"] {
        guard let target = arguments[label + direction] else { continue }
        try arguments.check([label + direction, "multiplier"])
        guard case .uikit(.anchor(let second, let secondAttribute)) = target.value else { throw mismatch(target, "an anchor") }
        try checkAnchorsCompatible(attribute, secondAttribute, at: target.location)
        // `a.constraint(equalToSystemSpacingAfter: b, multiplier: m)`: a == b + m × the standard space.
        let spacing = UIKitAnchorsVocabulary.standardSpacing * (try finiteNumber(arguments["multiplier"], default: 1))
        let constraint = AnchorConstraint(item: item, attribute: attribute, relation: relation, secondItem: second,
                                          secondAttribute: secondAttribute, constant: spacing)
        return .uikit(.constraint(uikit.make(constraint, at: arguments.location)))
      }
    }
    throw Diagnostic("unknown form of 'constraint'", at: arguments.location,
                     hint: "write constraint(equalTo: other.topAnchor, constant: 8), constraint(equalToConstant: 44) or "
                       + "constraint(equalToSystemSpacingAfter: other.trailingAnchor, multiplier: 1)")
  }

  /// UIKit's rule: an anchor relates to one of its own kind (x to x, y to y, a dimension to a
  /// dimension); the compiler rejects the rest (NSLayoutXAxisAnchor, …YAxisAnchor, …Dimension).
  func checkAnchorsCompatible(_ first: AnchorAttribute, _ second: AnchorAttribute, at location: SourceLocation) throws(Diagnostic) {
    guard first.isDimension == second.isDimension, first.axis == second.axis || first.isDimension else {
      throw Diagnostic("cannot relate the \(first.rawValue) anchor to a \(second.rawValue) anchor", at: location,
                       hint: first.isDimension ? "a dimension relates to a width or height anchor"
                         : "an \(first.axis == .horizontal ? "x-axis" : "y-axis") anchor relates to another of its axis")
    }
  }

  /// The members of UIKit's values: an anchor's, a guide's anchors, a constraint's properties,
  /// SnapKit's targets; nil when it has none of that name.
  func uikitValueMember(_ name: String, of value: UIKitValue, at location: SourceLocation) throws(Diagnostic) -> Value? {
    switch value {
    case .guide(let id):
      if name == "owningView" { return uikit.superviews[id].map(Value.view) ?? .void }
      return try uikitMember(name, ofItem: id, at: location)
    case .constraint(let index):
      let constraint = uikit.records[index].constraint
      switch name {
      case "isActive": return .bool(uikit.records[index].isActive)
      case "constant": return .number(constraint.constant)
      case "priority": return .number(constraint.priority)
      case "multiplier": return .number(constraint.multiplier)
      case "identifier": return constraint.identifier.map(Value.string) ?? .void
      default: return nil
      }
    case .layoutProxy(let item):
      return layoutProxyMember(name, of: item)
    default:
      return try snapKitMember(name, of: value, at: location)
    }
  }

  /// The methods of UIKit's values: an anchor's `constraint(…)`, SnapKit's DSL.
  func uikitValueMethod(_ name: String, of value: UIKitValue, _ arguments: Arguments) throws(Diagnostic) -> Value? {
    switch value {
    case .anchor(let item, let attribute):
      if let label = Self.olderSpellings[name], let first = arguments.items.first, first.label == nil {
        // Swift 2 and 3's `constraintEqualToAnchor(other, constant: 8)`: the same constraint, its target unlabelled.
        var relabelled = arguments
        relabelled.items[0] = EvaluatedArgument(label: label, value: first.value, isTrailingClosure: false, location: first.location,
                                                callee: "constraint")
        return try anchorConstraint(item: item, attribute: attribute, relabelled)
      }
      if let constraint = try proxyConstraint(name, item: item, attribute: attribute, arguments) { return constraint }  // `$0.top.equal(to: topAnchor)`
      guard name == "constraint" else {
        throw Diagnostic("an anchor has no method '\(name)'", at: arguments.location,
                         hint: didYouMean(name, among: ["constraint"] + Self.olderSpellings.keys) ?? "write .constraint(equalTo: …)")
      }
      return try anchorConstraint(item: item, attribute: attribute, arguments)
    case .constraint(let index):
      if let result = try appConstraintHelper(name, of: index, arguments) { return result }
      return try snapKitMethod(name, of: value, arguments)
    case .layoutProxy(let item):
      if let result = try layoutProxyMethod(name, of: item, arguments) { return result }
      return try opaqueMember(name, of: "LayoutProxy", called: true, known: ["anchors", "pinToSuperview", "pin", "center", "size"],
                              at: arguments.location)
    case .pinLayout(let item):
      return try pinLayoutMethod(name, of: item, arguments)
    default:
      return try snapKitMethod(name, of: value, arguments)
    }
  }

  /// An app's own helper on a constraint, read by its name (declared in another file of the
  /// app, as `Evaluator+AppPinningHelpers`'s are): `c.activate()` activates it, `deactivate()`
  /// deactivates it, `withPriority(.defaultHigh)` / `priority(_:)` / `usingPriority(_:)` set its
  /// priority; each returns the constraint, noted once by name. Nil for any other name.
  private func appConstraintHelper(_ name: String, of index: Int, _ arguments: Arguments) throws(Diagnostic) -> Value? {
    switch name {
    case "activate", "deactivate":
      try arguments.check([])
      uikit.setActive(index, name == "activate")
    case "withPriority", "priority", "usingPriority", "setPriority", "prioritized", "with":
      guard let argument = arguments.positional(0) ?? arguments["priority"], arguments.items.count == 1 else { return nil }
      uikit.records[index].constraint.priority = try layoutPriority(argument)
    default:
      return nil
    }
    if uikit.pinningHelpers.insert(name).inserted {
      note("'\(name)' is the app's own constraint helper, declared in another file: read by its name", at: arguments.location)
    }
    return .uikit(.constraint(index))
  }
}

extension Evaluator {
  /// The anchor methods of Swift 2 and 3 (`constraintEqualToAnchor(_:constant:)`) and of the
  /// iOS 11 betas (`constraintEqualToSystemSpacingAfter(_:multiplier:)`), by today's label.
  static let olderSpellings: [String: String] = {
    var table: [String: String] = [:]
    for relation in ["Equal", "GreaterThanOrEqual", "LessThanOrEqual"] {
      let label = relation.prefix(1).lowercased() + relation.dropFirst() + "To"
      table["constraint\(relation)ToAnchor"] = label
      table["constraint\(relation)ToConstant"] = label + "Constant"
      table["constraint\(relation)ToSystemSpacingAfter"] = label + "SystemSpacingAfter"
      table["constraint\(relation)ToSystemSpacingBelow"] = label + "SystemSpacingBelow"
    }
    return table
  }()
}

extension UIKitValue {
  /// How the value's type reads in a message.
  var typeDescription: String {
    switch self {
    case .anchor(_, let attribute): return attribute.isDimension ? "an NSLayoutDimension" : "an NSLayoutAnchor"
    case .guide: return "a UILayoutGuide"
    case .constraint: return "an NSLayoutConstraint"
    case .snp: return "a SnapKit DSL"
    case .snpTarget: return "a SnapKit target"
    case .snpMaker: return "a ConstraintMaker"
    case .snpAttributes: return "a ConstraintMakerExtendable"
    case .snpConstraints: return "a ConstraintMakerEditable"
    case .attribute: return "an NSLayoutConstraint.Attribute"
    case .layoutProxy: return "a LayoutProxy"
    case .pinLayout: return "a PinLayout chain"
    }
  }
}
