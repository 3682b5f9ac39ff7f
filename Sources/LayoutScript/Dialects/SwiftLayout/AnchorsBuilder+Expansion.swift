import LayoutCore

/// One `Anchors` statement turned into constraints: one per attribute of its chain.
extension AnchorsBuilder {
  /// Where a relation points: a view (or the superview), a name, or nothing (a constant).
  enum Target {
    case view(Int?)
    case name(String)
    case constant
    /// `Anchors.size.equalTo(CGSize(…))`.
    case size(Size)
  }

  func expand(_ statement: AnchorStatement, view: Int, at location: SourceLocation) throws(Diagnostic) {
    multiplier = statement.multiplier
    let superview = layout?.parents[view]
    let link = statement.link
    for argument in link?.arguments ?? [] {
      guard let label = argument.label, !AnchorsVocabulary.relationLabels.contains(label) else { continue }
      throw Diagnostic("'\(link?.name ?? "")' has no argument '\(label):'", at: argument.location,
                       hint: didYouMean(label, among: AnchorsVocabulary.relationLabels))
    }
    var target = Target.view(superview), anchorAttribute: AnchorAttribute?
    guideInsets = nil
    if let link, !statement.toSuper {
      (target, anchorAttribute) = try self.target(link, superview: superview)
    }
    let explicit = try link?.argument("attribute").map { a throws(Diagnostic) in try attribute(a) } ?? anchorAttribute
    var size = try sizeArgument(link)
    if case .size(let given) = target { size = given }
    for attribute in statement.attributes {
      var constant = try labelled(link, "constant") + attribute.inwardSign * (try labelled(link, "inwardOffset"))
      constant += try labelled(link, offsetLabel(attribute))
      if let guideInsets { constant += LayoutGuides.offset(of: explicit ?? attribute, insets: guideInsets) }
      var constraint = AnchorConstraint(item: view, attribute: attribute, relation: statement.relation, secondItem: nil,
                                        secondAttribute: explicit ?? attribute, multiplier: statement.multiplier,
                                        constant: constant, priority: statement.priority, identifier: statement.identifier)
      if let size, attribute.isDimension {
        constraint.constant = attribute == .width ? size.width : size.height
        activate(constraint, at: location)
        continue
      }
      switch target {
      case .constant where attribute.isDimension, .size:
        activate(constraint, at: location)
      case .constant:
        constraint = with(constraint, second: superview, attribute: explicit ?? attribute)
        if constraint.secondItem != nil { activate(constraint, at: location) }
      case .view(let second):
        constraint = with(constraint, second: second, attribute: explicit ?? attribute)
        if constraint.secondItem != nil { activate(constraint, at: location) } else { missingSuperview(view, location) }
      case .name(let name):
        pending.append(PendingConstraint(constraint: with(constraint, second: superview, attribute: explicit ?? attribute),
                                         name: name, location: location))
      }
    }
  }

  /// The constraint against `second`'s `attribute`, with the statement's multiplier (which a
  /// constraint without a second item cannot hold).
  private func with(_ constraint: AnchorConstraint, second: Int?, attribute: AnchorAttribute) -> AnchorConstraint {
    AnchorConstraint(item: constraint.item, attribute: constraint.attribute, relation: constraint.relation,
                     secondItem: second, secondAttribute: attribute, multiplier: multiplier,
                     constant: constraint.constant, priority: constraint.priority, identifier: constraint.identifier)
  }

  private func missingSuperview(_ view: Int, _ location: SourceLocation) {
    evaluator.warnings.append(Diagnostic(
      "'\(evaluator.viewTable.name(ofView: view) ?? "view")' has no superview here, so this constraint has nothing to relate to",
      at: location, hint: "give it an explicit target: `.equalTo(other)`", severity: .warning))
  }

  /// The first unlabelled argument of `equalTo(…)`: a view, an `identifying` name, an anchor
  /// (`other.bottomAnchor`), a `CGSize`, or none (a constant).
  private func target(_ link: ChainLink, superview: Int?) throws(Diagnostic) -> (Target, AnchorAttribute?) {
    guard let argument = link.positional.first else { return (.constant, nil) }
    if let guide = LayoutGuides.guide(in: argument.value) {
      guard case .view(let view) = try evaluator.hostOrValue(guide.view) else {
        throw Diagnostic("'\(guide.guide)' belongs to a view", at: argument.location)
      }
      guideInsets = insets(ofGuide: guide.guide)
      return (.view(view), guide.anchor.flatMap { AnchorAttribute(rawValue: String($0.dropLast(6))) })
    }
    if let guide = Self.unmodelledMember(in: argument.value) {
      throw Diagnostic("'\(guide.name)' is not modelled: qlrepl's Auto Layout has views only (no layout guides, "
                         + "margins, safe areas or baselines)", at: guide.location,
                       hint: "relate to the view itself: `.equalTo(view)` or `.equalToSuper()`")
    }
    if case .member(let base, let member, let location) = argument.value, member.hasSuffix("Anchor") {
      guard let attribute = AnchorAttribute(rawValue: String(member.dropLast(6))) else {
        throw Diagnostic("'\(member)' is not an anchor the script models", at: location,
                         hint: unmodelled(member) ?? "anchors are leadingAnchor, topAnchor, widthAnchor, …")
      }
      guard case .view(let view) = try evaluator.evaluate(base) else {
        throw Diagnostic("'\(member)' belongs to a view", at: base.location)
      }
      return (.view(view), attribute)
    }
    switch try evaluator.evaluate(argument.value) {
    case .view(let view): return (.view(view), nil)
    case .string(let name): return (.name(name), nil)
    case .size(let size): return (.size(size), nil)
    case let value:
      throw Diagnostic("'\(link.name)' relates to a view, an identifying name or an anchor, not \(value.typeDescription)",
                       at: argument.location)
    }
  }

  /// A layout guide, margin or baseline named in a target (`view.safeAreaLayoutGuide.topAnchor`).
  private static func unmodelledMember(in expression: Expression) -> (name: String, location: SourceLocation)? {
    guard case .member(let base, let name, let location) = expression else { return nil }
    let withoutAnchor = name.hasSuffix("Anchor") ? String(name.dropLast(6)) : name
    if AnchorsVocabulary.unmodelled.contains(name) || AnchorsVocabulary.unmodelled.contains(withoutAnchor) {
      return (name, location)
    }
    return unmodelledMember(in: base)
  }

  private func unmodelled(_ name: String) -> String? {
    AnchorsVocabulary.unmodelled.contains(name) ? "'\(name)' is not modelled (no layout guides, margins or baselines)" : nil
  }

  /// `width:`/`height:` or an unlabelled `CGSize`, for `Anchors.size.equalTo(…)`.
  private func sizeArgument(_ link: ChainLink?) throws(Diagnostic) -> Size? {
    guard let link else { return nil }
    guard link.argument("width") != nil || link.argument("height") != nil else { return nil }
    return Size(width: try labelled(link, "width"), height: try labelled(link, "height"))
  }

  private func offsetLabel(_ attribute: AnchorAttribute) -> String {
    switch attribute {
    case .width: return "widthOffset"
    case .height: return "heightOffset"
    case .centerX: return "xOffset"
    case .centerY: return "yOffset"
    case .leading, .trailing, .left, .right, .top, .bottom, .firstBaseline, .lastBaseline: return ""
    }
  }

  private func labelled(_ link: ChainLink?, _ label: String) throws(Diagnostic) -> Double {
    guard !label.isEmpty, let argument = link?.argument(label) else { return 0 }
    return try number(argument)
  }

  private func attribute(_ argument: Argument) throws(Diagnostic) -> AnchorAttribute {
    let name: String
    switch argument.value {
    case .implicitMember(let member, _): name = member
    default:
      guard case .member(let member) = try evaluator.evaluate(argument.value) else {
        throw Diagnostic("'attribute:' takes an attribute such as .top", at: argument.location)
      }
      name = member
    }
    guard let attribute = AnchorAttribute(rawValue: name), !attribute.isBaseline else {
      throw Diagnostic("'\(name)' is not an attribute", at: argument.location,
                       hint: unmodelled(name) ?? didYouMean(name, among: AnchorAttribute.allCases.filter { !$0.isBaseline }.map(\.rawValue)))
    }
    return attribute
  }
}
