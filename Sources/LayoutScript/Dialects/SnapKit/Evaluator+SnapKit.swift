import LayoutCore

/// SnapKit's DSL: `view.snp.makeConstraints { make in make.top.equalToSuperview().offset(20) }`
/// and `updateConstraints`, `remakeConstraints`, `removeConstraints`; targets `view.snp.bottom`,
/// `guide.snp.top`, a view, a guide, a number or a size. SnapKit activates what a maker makes
/// and turns the view's `translatesAutoresizingMaskIntoConstraints` off (SnapKit's
/// ConstraintMaker.prepareConstraints); `equalToSuperview()` needs a superview already.
extension Evaluator {
  /// `view.snp.edges`, `make.top`, `make.top.leading`: SnapKit's attribute members.
  func snapKitMember(_ name: String, of value: UIKitValue, at location: SourceLocation) throws(Diagnostic) -> Value? {
    if let attributes = SnapKitVocabulary.marginAttributes[name] { return try snapKitMargins(attributes, of: value, at: location) }
    guard let attributes = SnapKitVocabulary.attributes[name] else { return nil }
    switch value {
    case .snp(let item): return .uikit(.snpTarget(item: item, attributes: attributes))
    case .snpMaker(let item): return .uikit(.snpAttributes(item: item, attributes: attributes))
    case .snpAttributes(let item, let existing): return .uikit(.snpAttributes(item: item, attributes: existing + attributes))
    default: return nil
    }
  }

  /// A margin attribute: the same attribute of the item's margins guide (alone in its chain, as
  /// the guide is another item).
  private func snapKitMargins(_ attributes: [AnchorAttribute], of value: UIKitValue, at location: SourceLocation) throws(Diagnostic) -> Value? {
    switch value {
    case .snp(let item):
      return .uikit(.snpTarget(item: guide(.margins, of: item, at: location), attributes: attributes))
    case .snpMaker(let item):
      return .uikit(.snpAttributes(item: guide(.margins, of: item, at: location), attributes: attributes))
    case .snpAttributes:
      throw Diagnostic("a margin attribute is the margins guide's: chain it on its own", at: location,
                       hint: "write make.leadingMargin.equalTo(…) in a statement of its own")
    default:
      return nil
    }
  }

  /// The maker methods, relation methods and modifiers of SnapKit.
  func snapKitMethod(_ name: String, of value: UIKitValue, _ arguments: Arguments) throws(Diagnostic) -> Value? {
    switch value {
    case .snp(let item):
      return try snapKitMaker(name, of: item, arguments)
    case .snpAttributes(let item, let attributes):
      guard let relation = SnapKitVocabulary.relations[name] else {
        throw Diagnostic("'\(name)' is not a SnapKit relation", at: arguments.location,
                         hint: didYouMean(name, among: SnapKitVocabulary.relations.keys) ?? "write .equalTo(…) or .equalToSuperview()")
      }
      return try snapKitRelation(item, attributes, relation.relation, toSuperview: relation.toSuperview, arguments)
    case .snpConstraints(let indices):
      try snapKitModifier(name, of: indices, arguments)
      return .uikit(value)
    default:
      return nil
    }
  }

  private func snapKitMaker(_ name: String, of item: Int, _ arguments: Arguments) throws(Diagnostic) -> Value {
    guard ["makeConstraints", "updateConstraints", "remakeConstraints", "removeConstraints"].contains(name) else {
      throw Diagnostic("'snp.\(name)' is not SnapKit's", at: arguments.location,
                       hint: didYouMean(name, among: ["makeConstraints", "updateConstraints", "remakeConstraints", "removeConstraints"]))
    }
    uikit.translatesMask[item] = false
    if name == "removeConstraints" || name == "remakeConstraints" {
      for index in uikit.snapKit[item] ?? [] { uikit.setActive(index, false) }
      uikit.snapKit[item] = []
    }
    guard name != "removeConstraints" else { return .void }
    guard let closure = arguments.trailingClosure ?? arguments.positional(0) else {
      throw Diagnostic("'snp.\(name)' needs a closure", at: arguments.location, hint: "write snp.\(name) { make in … }")
    }
    let before = uikit.records.count
    _ = try call(closure.value, named: name, Arguments(items: [
      EvaluatedArgument(label: nil, value: .uikit(.snpMaker(item: item)), isTrailingClosure: false, location: closure.location, callee: name),
    ], callee: name, location: closure.location))
    let made = Array(before..<uikit.records.count)
    // SnapKit's updateConstraints of a view it has made no constraints for is makeConstraints
    // (ConstraintMaker.updateConstraints: `guard item.constraints.count > 0 else { makeConstraints }`),
    // as in a layoutSubviews() that runs it at every pass; a constraint deactivated is no longer the item's.
    if name == "updateConstraints", (uikit.snapKit[item] ?? []).contains(where: { uikit.records[$0].isActive }) {
      try update(item, with: made)
    } else {
      for index in made { uikit.setActive(index, true) }
      uikit.snapKit[item, default: []] += made
    }
    return .void
  }

  /// SnapKit's update: each new constraint's constant and priority go to the existing one that
  /// relates the same attributes the same way (SnapKit: "Updated constraint could not find
  /// existing matching constraint to update" otherwise).
  private func update(_ item: Int, with made: [Int]) throws(Diagnostic) {
    for index in made {
      let new = uikit.records[index].constraint
      guard let existing = (uikit.snapKit[item] ?? []).first(where: { old in
        let constraint = uikit.records[old].constraint
        return uikit.records[old].isActive && constraint.attribute == new.attribute && constraint.relation == new.relation
          && constraint.secondItem == new.secondItem && constraint.secondAttribute == new.secondAttribute
          && constraint.multiplier == new.multiplier
      }) else {
        throw Diagnostic("SnapKit's updateConstraints found no existing constraint to update", at: uikit.records[index].location,
                         hint: "make it first with makeConstraints, or use remakeConstraints")
      }
      uikit.records[existing].constraint.constant = new.constant
      uikit.records[existing].constraint.priority = new.priority
    }
  }

  /// `make.top.equalTo(target)`: one constraint per attribute, active once the maker ends.
  private func snapKitRelation(_ item: Int, _ attributes: [AnchorAttribute], _ relation: AnchorRelation, toSuperview: Bool,
                               _ arguments: Arguments) throws(Diagnostic) -> Value {
    var targets: [(Int?, AnchorAttribute?, Double)] = []
    var (attributes, made) = (attributes, [Int]())
    var superview = uikit.superviews[item]
    if uikit.guideKinds[item] == .margins, let owner = superview {
      // `make.leadingMargin.equalToSuperview()`: against the superview's own margin.
      superview = uikit.superviews[owner].map { guide(.margins, of: $0, at: arguments.location) }
    }
    func needSuperview() throws(Diagnostic) -> Int {
      guard let superview else {
        throw Diagnostic("the view has no superview yet: SnapKit stops here (\"Expected superview but found nil\")",
                         at: arguments.location, hint: "add it with addSubview before making its constraints")
      }
      return superview
    }
    if toSuperview {
      try arguments.check([])
      let parent = try needSuperview()
      targets = attributes.map { (parent, $0, 0) }
    } else {
      try arguments.check(["_"])
      let target = try required(arguments, 0, "a target")
      switch target.value {
      case .view(let other) where isStaticOfAnotherFile(target.value) && uikit.superviews[other] == nil:
        // `make.left.equalTo(Styles.Sizes.gutter)`: a length another file's type holds, not a view. An edge takes its
        // default, 0; a width or height is left out as an anchor's `equalToConstant:` of it is (`unknownLengthConstraint`).
        for attribute in attributes where attribute.isDimension {
          if case .uikit(.constraint(let index))? = try unknownLengthConstraint(target, of: item, attribute, label: "equalToConstant") {
            made.append(index)
          }
        }
        attributes = attributes.filter { !$0.isDimension }
        let constant = attributes.isEmpty ? 0 : opaqueDefault(target, 0.0, "a number") ?? 0
        let parent = attributes.isEmpty ? nil : try needSuperview()
        targets = attributes.map { (parent, $0, constant) }
      case .view(let other), .uikit(.guide(let other)):
        targets = attributes.map { (other, $0, 0) }
      case .uikit(.snpTarget(let other, let theirs)):
        targets = attributes.enumerated().map { index, attribute in
          (other, theirs.count == 1 ? theirs[0] : theirs[min(index, theirs.count - 1)], 0)
        }
      case .uikit(.anchor(let other, let attribute)):
        targets = attributes.map { _ in (other, attribute, 0) }
      case .number(let constant) where constant.isFinite:
        let parent = attributes.allSatisfy(\.isDimension) ? nil : try needSuperview()
        targets = attributes.map { $0.isDimension ? (nil, nil, constant) : (parent, $0, constant) }
      case .size(let size) where size.width.isFinite && size.height.isFinite:
        targets = attributes.map { (nil, nil, $0 == .width ? size.width : size.height) }
      default:
        throw mismatch(target, "a view, a layout guide, view.snp.ATTRIBUTE, a number or a CGSize")
      }
    }
    var indices = made
    for (attribute, target) in zip(attributes, targets) {
      if let second = target.1 { try checkAnchorsCompatible(attribute, second, at: arguments.location) }
      let constraint = AnchorConstraint(item: item, attribute: attribute, relation: relation, secondItem: target.0,
                                        secondAttribute: target.1, constant: target.2)
      indices.append(uikit.make(constraint, at: arguments.location))
    }
    return .uikit(.snpConstraints(indices))
  }

  /// `.offset(8)`, `.inset(16)`, `.multipliedBy(0.5)`, `.dividedBy(2)`, `.priority(.high)`, `.labeled("x")`.
  private func snapKitModifier(_ name: String, of indices: [Int], _ arguments: Arguments) throws(Diagnostic) {
    try arguments.check(["_"])
    let argument = try required(arguments, 0, "a value")
    for index in indices {
      var constraint = uikit.records[index].constraint
      switch name {
      case "offset":
        constraint.constant += try finiteNumber(argument, default: 0)
      case "inset":
        let inset = try snapKitInsets(argument)
        constraint.constant += Self.insetConstant(inset, for: constraint.attribute)
      case "multipliedBy", "dividedBy":
        let factor = try finiteNumber(argument, default: 1)
        guard factor.isFinite, factor != 0 else { throw mismatch(argument, "a non-zero number") }
        constraint.multiplier *= name == "multipliedBy" ? factor : 1 / factor
      case "priority":
        if case .member(let member) = argument.value, let named = SnapKitVocabulary.priorities[member] {
          constraint.priority = named
        } else {
          constraint.priority = try layoutPriority(argument)
        }
      case "labeled":
        constraint.identifier = try string(argument, default: "")
      default:
        throw Diagnostic("'\(name)' is not a SnapKit modifier", at: arguments.location,
                         hint: didYouMean(name, among: ["offset", "inset", "multipliedBy", "dividedBy", "priority", "labeled"]))
      }
      uikit.records[index].constraint = constraint
    }
  }

  private func snapKitInsets(_ argument: EvaluatedArgument) throws(Diagnostic) -> EdgeInsets {
    if case .insets(let insets, _) = argument.value {
      guard insets.isFinite else { throw mismatch(argument, "finite insets") }
      return insets
    }
    return EdgeInsets(all: try finiteNumber(argument, default: 0))
  }

  /// SnapKit's inset of an attribute (ConstraintInsetTarget): leading edges move in by adding,
  /// trailing ones by subtracting, a width or height shrinks by both sides.
  static func insetConstant(_ insets: EdgeInsets, for attribute: AnchorAttribute) -> Double {
    switch attribute {
    case .left, .leading: return insets.left
    case .right, .trailing: return -insets.right
    case .top, .firstBaseline: return insets.top
    case .bottom, .lastBaseline: return -insets.bottom
    case .width: return -(insets.left + insets.right)
    case .height: return -(insets.top + insets.bottom)
    case .centerX: return (insets.left - insets.right) / 2
    case .centerY: return (insets.top - insets.bottom) / 2
    }
  }
}
