import LayoutCore

/// An app's own constraint helpers on a view, declared in an extension in another file of the
/// app, read by what their names and labels say (as `Evaluator+AppPinningHelpers` reads the
/// pinning ones): without them the views they place keep the zero frame of a view made in code.
///
/// | the app writes | read as |
/// |---|---|
/// | `icon.constraintAlignLeadingTo(self, paddingLeading: 12)`, `label.constraintCenterYTo(avatar)`, `a.constraintAlignTopToAnchor(view.safeAreaLayoutGuide.topAnchor)` | the attribute the name says, related to the same attribute of the view (or to the anchor) given |
/// | `text.constraintToBottomOf(image)`, `label.constrainLeading(toTrailingOf: icon, constant: 10)` | the view's attribute to the other attribute of the view given: `To…Of` alone relates the opposite edge (`top == image.bottom`) |
/// | `button.constraintHeightTo(45)`, `avatar.constrainSize(to: 25)` | a width, a height, or both (`Size`) equal to the number |
/// | `Max` / `Min` in the name (`constraintAlignTrailingMaxTo`) | `<=` / `>=` |
/// | `padding…:`, `inset…:`, `margin…:` | an inset: trailing, right and bottom edges subtract it (`paddingTrailing: 12` is 12 inside the trailing edge) |
/// | `constant:`, `offset:` | added as given; `priority:` the priority, `multiplier:` a length's multiplier |
/// | `progress.addConstraints(left: a.rightAnchor, right: b.leftAnchor, centerY: c.centerYAnchor, leftConstant: 8)`, `v.anchor(top: …, paddingTop: 8, width: 40)`, `v.anchor(view.topAnchor, left: …, bottom: nil, right: …, topConstant: 0, …, heightConstant: 44)` | each attribute label given an anchor relates that attribute (an unlabelled first anchor beside `bottom:` the top); `…Constant:` and `padding…:` its constant (an inset), `width:` / `height:` (`widthConstant:` / `heightConstant:`) numbers above 0 the lengths |
///
/// A name that starts with `constraint` (a noun, as UIKit's `constraint(equalTo:)`) makes the
/// constraint inactive and returns it, for `isActive = true` or `addConstraints([…])`; any other
/// (`constrain…`, `anchor`, `addConstraints(left:…)`) activates its constraints, turns off the
/// view's autoresizing mask and returns the first. Noted once by name: what it is read as is an
/// estimate from the name, its body being in another file.
extension Evaluator {
  /// The constraint a helper `name` on `view` makes, or nil when the name reads as none.
  func constraintByAppHelper(_ name: String, view: Int, _ arguments: Arguments) throws(Diagnostic) -> Value? {
    guard uikit.guideKinds[view] == nil else { return nil }
    if let labelled = try labelledAnchorsHelper(name, view: view, arguments) { return labelled }
    let lower = name.lowercased()
    guard lower.hasPrefix("constrain"), Self.pinningTarget(of: name) == nil else { return nil }
    let words = Self.camelWords(name) + Self.camelWords(arguments.items.first?.label ?? "")
    let attributes = Self.attributes(in: words)
    guard let first = attributes.first?.attribute, let target = arguments.items.first(where: { !$0.isTrailingClosure }) else { return nil }
    let relation: AnchorRelation = words.contains("max") ? .lessOrEqual : words.contains("min") ? .greaterOrEqual : .equal
    var pairs: [(AnchorAttribute, AnchorAttribute?)]
    switch target.value {
    case .number(let length) where attributes.allSatisfy({ $0.attribute.isDimension }):
      pairs = attributes.map { ($0.attribute, nil) }
      return try makeHelperConstraints(name, view: view, pairs: pairs, to: nil, relation: relation, base: length, arguments)
    case .view(let other) where other != view && !isPlaceholderName(target.value):
      if attributes.count == 2, !attributes[0].followsTo, attributes[1].followsTo {
        pairs = [(first, attributes[1].attribute)]  // `constrainLeading(toTrailingOf:)`
      } else if attributes.count == 1, attributes[0].followsTo, words.last == "of" {
        pairs = [(first.opposite, first)]  // `constraintToBottomOf(image)`: top == image.bottom
      } else {
        pairs = attributes.map { ($0.attribute, $0.attribute) }
      }
      return try makeHelperConstraints(name, view: view, pairs: pairs, to: other, relation: relation, base: 0, arguments)
    case .uikit(.anchor(let other, let attribute)) where attributes.count == 1:
      try checkAnchorsCompatible(first, attribute, at: target.location)
      return try makeHelperConstraints(name, view: view, pairs: [(first, attribute)], to: other, relation: relation, base: 0, arguments)
    default:
      return nil
    }
  }

  /// `v.addConstraints(left: a.rightAnchor, centerY: b.centerYAnchor, leftConstant: 8)`,
  /// `v.anchor(top: t, leading: l, paddingTop: 8, width: 40)`: the attributes its labels name; nil
  /// unless one label is an attribute given an anchor.
  private func labelledAnchorsHelper(_ name: String, view: Int, _ arguments: Arguments) throws(Diagnostic) -> Value? {
    let named = Self.attributeLabelled(arguments.items)
    guard named.contains(where: { argument in
      guard case .uikit(.anchor) = argument.value else { return false }
      return AnchorAttribute(rawValue: argument.label!) != nil
    }) else { return nil }
    uikit.translatesMask[view] = false
    var made: [Int] = []
    for argument in named {
      guard let attribute = AnchorAttribute(rawValue: argument.label!) else { continue }
      let constraint: AnchorConstraint
      switch argument.value {
      case .uikit(.anchor(let other, let otherAttribute)):
        try checkAnchorsCompatible(attribute, otherAttribute, at: argument.location)
        let inset = try helperConstant(of: attribute, arguments)
        constraint = AnchorConstraint(item: view, attribute: attribute, relation: .equal, secondItem: other, secondAttribute: otherAttribute,
                                      constant: inset)
      case .number(let length) where attribute.isDimension && length > 0:
        constraint = AnchorConstraint(item: view, attribute: attribute, relation: .equal, secondItem: nil, secondAttribute: nil, constant: length)
      default:
        continue  // `top: nil`, a length of 0 (the helper's "no width")
      }
      made.append(uikit.make(constraint, at: arguments.location))
      uikit.setActive(made[made.count - 1], true)
    }
    noteHelper(name, arguments, activates: true)
    return made.first.map { .uikit(.constraint($0)) } ?? .void
  }

  /// A helper's labelled arguments, each label the attribute it names: the widespread
  /// `anchor(_ top:, left:, bottom:, right:, topConstant:, …, widthConstant:, heightConstant:)` (Let's
  /// Build That App's UIView extension) leaves the top anchor unlabelled, first, and names its
  /// lengths `widthConstant:` / `heightConstant:`. Other unlabelled arguments are left out.
  private static func attributeLabelled(_ items: [EvaluatedArgument]) -> [EvaluatedArgument] {
    let labels = Set(items.compactMap(\.label))
    return items.enumerated().compactMap { index, argument in
      var argument = argument
      switch argument.label {
      case nil where index == 0 && !labels.contains("top") && labels.contains("bottom"):
        guard case .uikit(.anchor(_, let attribute)) = argument.value, attribute.axis == .vertical, !attribute.isDimension else { return nil }
        argument.label = "top"
      case nil: return nil
      case "widthConstant": argument.label = "width"
      case "heightConstant": argument.label = "height"
      default: break
      }
      return argument
    }
  }

  /// The constraints relating `pairs` of `view`'s attributes to `other`'s (or to `base` for a
  /// length), each with the helper's constant, priority and multiplier; active unless the name is a noun.
  private func makeHelperConstraints(_ name: String, view: Int, pairs: [(AnchorAttribute, AnchorAttribute?)], to other: Int?,
                                     relation: AnchorRelation, base: Double, _ arguments: Arguments) throws(Diagnostic) -> Value {
    let activates = !name.hasPrefix("constraint")
    if activates { uikit.translatesMask[view] = false }
    var made: [Int] = []
    for (attribute, otherAttribute) in pairs {
      var constraint = AnchorConstraint(item: view, attribute: attribute, relation: relation, secondItem: other,
                                        secondAttribute: other == nil ? nil : otherAttribute,
                                        multiplier: try finiteNumber(arguments["multiplier"], default: 1),
                                        constant: base + (try helperConstant(of: attribute, arguments)))
      if let priority = arguments["priority"], let value = try? layoutPriority(priority) { constraint.priority = value }
      made.append(uikit.make(constraint, at: arguments.location))
      if activates { uikit.setActive(made[made.count - 1], true) }
    }
    noteHelper(name, arguments, activates: activates)
    return .uikit(.constraint(made[0]))
  }

  /// The constant a helper's arguments give `attribute`: `constant:` / `offset:` as given, a
  /// `padding…:` / `inset…:` / `margin…:` (or `…Constant:` of that attribute) inward.
  private func helperConstant(of attribute: AnchorAttribute, _ arguments: Arguments) throws(Diagnostic) -> Double {
    var constant = 0.0
    // `anchor(leading: …, paddingLeft: 8)`: a leading edge's padding is often named for the left, a trailing's for the right.
    let names = [attribute.rawValue.lowercased()] + (attribute == .leading ? ["left"] : attribute == .trailing ? ["right"] : [])
    for argument in arguments.items {
      guard let label = argument.label?.lowercased(), let number = argument.value.numberValue, number.isFinite else { continue }
      if label == "constant" || label == "offset" {
        constant += number
      } else if ["padding", "inset", "margin"].contains(where: { prefix in label == prefix || names.contains { label == prefix + $0 } })
                  || names.contains(where: { label == $0 + "constant" }) {
        constant += number * attribute.inwardSign
      }
    }
    return constant
  }

  /// Remembers helper `name` for the one note that names them all (`noteConstraintHelpers`).
  private func noteHelper(_ name: String, _ arguments: Arguments, activates: Bool) {
    guard uikit.pinningHelpers.insert(name).inserted else { return }
    uikit.constraintHelpers.append((activates ? name : name + " (inactive)", arguments.location))
  }

  /// The one note naming the constraint helpers read by their names, at the first one.
  func noteConstraintHelpers() {
    guard let first = uikit.constraintHelpers.first else { return }
    let names = uikit.constraintHelpers.map { "'\($0.name)'" }.joined(separator: ", ")
    note("the app's own constraint helpers, declared in another file, read by their names and labels as the constraints they say "
           + "(an estimate: their bodies are not in the file), activated with the view's autoresizing mask turned off, or returned "
           + "inactive as UIKit's are where the name is a noun: \(names)", at: first.location)
  }

  /// The words of a camel-case name, lowercased: `constraintAlignTopTo` → constraint, align, top, to.
  static func camelWords(_ name: String) -> [String] {
    var words: [String] = []
    var current = ""
    for character in name {
      if character.isUppercase, !current.isEmpty {
        words.append(current)
        current = ""
      }
      current.append(Character(character.lowercased()))
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// The attributes a helper's words name, in order, each with whether it follows a `to`:
  /// `center` with `x` or `y` is one of the centres, alone both; `size` is width and height.
  static func attributes(in words: [String]) -> [(attribute: AnchorAttribute, followsTo: Bool)] {
    var found: [(AnchorAttribute, Bool)] = []
    var seenTo = false
    for (index, word) in words.enumerated() {
      let next = index + 1 < words.count ? words[index + 1] : ""
      switch word {
      case "to": seenTo = true
      case "leading", "trailing", "top", "bottom", "left", "right", "width", "height":
        found.append((AnchorAttribute(rawValue: word)!, seenTo))
      case "size": found += [(.width, seenTo), (.height, seenTo)]
      case "center":
        if next == "x" || next == "y" { found.append((next == "x" ? .centerX : .centerY, seenTo)) } else { found += [(.centerX, seenTo), (.centerY, seenTo)] }
      default: continue
      }
    }
    return found
  }
}

extension AnchorAttribute {
  /// The edge across the view from this one (`top` for `bottom`); a centre or a length itself.
  var opposite: AnchorAttribute {
    switch self {
    case .leading: return .trailing
    case .trailing: return .leading
    case .left: return .right
    case .right: return .left
    case .top: return .bottom
    case .bottom: return .top
    default: return self
    }
  }
}
