import LayoutCore

/// A constraint whose second item is an `identifying` name, resolved after the whole layout ran.
struct PendingConstraint {
  /// The constraint with the superview (SwiftLayout's fallback) as its second item.
  var constraint: AnchorConstraint
  let name: String
  let location: SourceLocation
}

/// What one `Anchors.…` statement says before it is expanded per attribute.
struct AnchorStatement {
  var attributes: [AnchorAttribute] = []
  var relation = AnchorRelation.equal
  var toSuper = true
  var link: ChainLink?
  var multiplier = 1.0
  var priority = 1000.0
  var identifier: String?
}

extension AnchorsBuilder {
  /// The statements of an `anchors { }` block of `view`.
  func runAnchors(_ statements: [Statement], view: Int) throws(Diagnostic) {
    for statement in statements {
      do throws(Diagnostic) {
        if case .expression(let expression) = statement {
          try anchors(MemberChain(expression), view: view, at: expression.location)
        } else {
          try control(statement) { body throws(Diagnostic) in try runAnchors(body, view: view) }
        }
      } catch {
        try evaluator.recover(error, in: statement)
      }
    }
  }

  private func anchors(_ chain: MemberChain, view: Int, at location: SourceLocation) throws(Diagnostic) {
    guard case .name("Anchors", _) = chain.base else {
      throw Diagnostic("an anchors block holds `Anchors.…` statements", at: chain.base.location,
                       hint: "write `Anchors.top.equalToSuper(constant: 16)`")
    }
    var statement = AnchorStatement()
    var links = chain.links[...]
    if let link = links.first, link.name == "sl", link.arguments == nil {
      // `Anchors.sl.top.bottom`, printed so in SwiftLayout's README: `Anchors` has no `sl`
      // (a view's namespace), so it is read as `Anchors.top.bottom`, and said so.
      evaluator.warnings.append(Diagnostic("`Anchors` has no member 'sl' (a view's namespace); read as `Anchors.\(links.dropFirst().map(\.name).joined(separator: "."))`",
                                           at: link.location, hint: "write the attributes right after `Anchors.`", severity: .warning))
      links = links.dropFirst()
    }
    while let link = links.first, let attributes = AnchorsVocabulary.chains[link.name] {
      statement.attributes += attributes
      links = links.dropFirst()
      if let arguments = link.arguments {
        // SwiftLayout 2's shorthands: `Anchors.cap(guide, offset: 20)`, `Anchors.shoe()`,
        // `Anchors.size(width: 40, height: 30)`: the attributes equal to the item given (else the
        // superview's), `offset:` inward.
        let converted = arguments.map { argument in
          argument.label == "offset"
            ? Argument(label: "inwardOffset", value: argument.value, isTrailingClosure: false, location: argument.location) : argument
        }
        let toItem = link.name == "size" || converted.contains { $0.label == nil && !$0.isTrailingClosure }
        (statement.relation, statement.toSuper) = (.equal, !toItem)
        statement.link = ChainLink(name: toItem ? "equalTo" : "equalToSuper", arguments: converted, location: link.location)
        break
      }
    }
    if statement.link == nil, let link = links.first, let relation = AnchorsVocabulary.relations[link.name], link.arguments != nil {
      (statement.relation, statement.toSuper, statement.link) = (relation.relation, relation.toSuper, link)
      links = links.dropFirst()
    }
    guard !statement.attributes.isEmpty else {
      let name = links.first?.name ?? chain.links.first?.name ?? ""
      throw Diagnostic("`Anchors` needs an attribute such as top, leading or width", at: chain.links.first?.location ?? location,
                       hint: unmodelled(name) ?? didYouMean(name, among: AnchorsVocabulary.chains.keys))
    }
    for link in links { try modify(&statement, with: link) }
    try expand(statement, view: view, at: location)
  }

  private func unmodelled(_ name: String) -> String? {
    AnchorsVocabulary.unmodelled.contains(name) ? "'\(name)' is not modelled (no layout guides, margins or baselines)" : nil
  }

  private func modify(_ statement: inout AnchorStatement, with link: ChainLink) throws(Diagnostic) {
    guard AnchorsVocabulary.modifiers.contains(link.name), let argument = link.positional.first else {
      let known = AnchorsVocabulary.modifiers + Array(AnchorsVocabulary.relations.keys)
      throw Diagnostic("'\(link.name)' is not an Anchors method here", at: link.location,
                       hint: unmodelled(link.name) ?? didYouMean(link.name, among: known)
                         ?? "a statement is `Anchors.ATTRIBUTES.RELATION(…)` then .multiplier, .priority, .identifier")
    }
    if statement.link == nil {
      evaluator.note("SwiftLayout 5 needs a relation before '.\(link.name)': "
                     + "`Anchors.\(statement.attributes[0].rawValue).equalToSuper().\(link.name)(…)`", at: link.location)
    }
    switch link.name {
    case "multiplier": statement.multiplier = try number(argument)
    case "priority": statement.priority = try evaluator.layoutPriority(argument.value)
    default:
      guard case .string(let text) = try evaluator.evaluate(argument.value) else {
        throw Diagnostic("'identifier' takes a string", at: argument.location)
      }
      statement.identifier = text
    }
  }

  func number(_ argument: Argument) throws(Diagnostic) -> Double {
    let value = try evaluator.evaluate(argument.value)
    guard case .number(let number) = value, number.isFinite else {
      throw Diagnostic("'\(argument.label ?? "argument")' must be a finite number, not \(value.typeDescription)",
                       at: argument.location)
    }
    return number
  }

  /// Activates `constraint`, written at `location`, once.
  func activate(_ constraint: AnchorConstraint, at location: SourceLocation) {
    guard layout != nil, activated.insert(constraint).inserted else { return }
    layout?.constraints.append(constraint)
    locations.append(location)
  }

  /// Resolves the `"name"` targets: a known name gives its view; an unknown one stays the
  /// superview, as in SwiftLayout, with a warning.
  func resolvePending() {
    for item in pending {
      var constraint = item.constraint
      if let view = identified[item.name] {
        constraint.secondItem = view
      } else {
        evaluator.warnings.append(Diagnostic(
          "unknown identifier \"\(item.name)\": no view in the layout is identifying as it; SwiftLayout silently "
            + "uses the superview instead, and so does this script", at: item.location,
          hint: didYouMean(item.name, among: identified.keys), severity: .warning))
      }
      guard constraint.secondItem != nil else { continue }
      activate(constraint, at: item.location)
    }
  }
}
