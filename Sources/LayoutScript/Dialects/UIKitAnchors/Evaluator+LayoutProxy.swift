import LayoutCore

/// The layout-proxy DSL apps write over UIKit's anchors, declared in another file of the app
/// (the pattern of John Sundell's "Building DSLs in Swift", and of anyproto/anytype-swift's
/// `LayoutProxy`): `addSubview(label) { $0.leading.equal(to: leadingAnchor, constant: 8) }`,
/// `addSubview(button) { $0.pinToSuperview() }`, `layoutUsing.anchors { $0.height.equal(to: 44) }`.
/// Its body is unknown, but each name says the constraint it makes, so it is read so: the
/// closure is run with a proxy of the view (`UIKitValue.layoutProxy`), whose `leading`,
/// `trailing`, `left`, `right`, `top`, `bottom`, `centerX`, `centerY`, `width`, `height` and
/// baselines are the view's anchors; an anchor's `equal`, `greaterThanOrEqual` and
/// `lessThanOrEqual` (`to:` an anchor or a constant, `constant:` or `offsetBy:`, `multiplier:`,
/// `priority:`) make an active constraint; the proxy's `pinToSuperview(…)`, `pin(to:…)` (an
/// `UIEdgeInsets` given insets them), `center(in:)`, `centerInSuperview()` and `size(_:)` make the
/// four edges', the centres' and the sides' constraints. The view's autoresizing mask is turned off,
/// as such a proxy does. One note names the DSL; a name it does not read is an opaque placeholder.
extension Evaluator {
  /// The anchors a proxy names.
  static let proxyAttributes: [String: AnchorAttribute] = [
    "leading": .leading, "trailing": .trailing, "left": .left, "right": .right, "top": .top, "bottom": .bottom,
    "centerX": .centerX, "centerY": .centerY, "width": .width, "height": .height,
    "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline,
  ]

  /// The relations of a proxy's anchor, by method name.
  static let proxyRelations: [String: AnchorRelation] = [
    "equal": .equal, "greaterThanOrEqual": .greaterOrEqual, "lessThanOrEqual": .lessOrEqual,
  ]

  /// The labels the closure of an `addSubview(_:…)` of the DSL may have (`addSubview(_:layoutBlock:)`).
  static let proxyClosureLabels: Set<String> = ["layoutBlock", "layout", "using", "constraints"]

  /// The closure of `addSubview(view) { $0… }` (or of one labelled `layoutBlock:`, `using:`…): nil for none.
  static func proxyClosure(_ arguments: Arguments) -> EvaluatedArgument? {
    guard arguments.items.count == 2, arguments.items[0].label == nil else { return nil }
    let last = arguments.items[1]
    guard last.label.map(proxyClosureLabels.contains) ?? last.isTrailingClosure else { return nil }
    if case .closure = last.value { return last }
    if case .boundClosure = last.value { return last }
    return nil
  }

  /// Runs `closure` with a proxy of `item`, its mask off: the DSL's block.
  func runProxyBlock(_ closure: EvaluatedArgument, of item: Int, called name: String) throws(Diagnostic) {
    uikit.isUsed = true
    uikit.translatesMask[item] = false
    if uikit.pinningHelpers.insert("layoutProxy").inserted {
      note("'\(name) { $0… }' is the app's own layout DSL, declared in another file: its proxy's anchors and methods are read "
             + "as the constraints they name", at: closure.location)
    }
    let proxy = Value.uikit(.layoutProxy(item: item))
    switch closure.value {
    case .closure(let body): _ = try invoke(body, arguments: [proxy], at: closure.location)
    case .boundClosure(let body, let scopes): _ = try invoke(body, arguments: [proxy], scopes: scopes, at: closure.location)
    default: break
    }
  }

  /// `proxy.leading` and the other anchors; nil for another name.
  func layoutProxyMember(_ name: String, of item: Int) -> Value? {
    if name == "view" { return .view(item) }
    return Self.proxyAttributes[name].map { .uikit(.anchor(item: item, attribute: $0)) }
  }

  /// `anchor.equal(to: other, constant: 8)` and its kin: an active constraint; nil for another name.
  func proxyConstraint(_ name: String, item: Int, attribute: AnchorAttribute, _ arguments: Arguments) throws(Diagnostic) -> Value? {
    guard let relation = Self.proxyRelations[name] else { return nil }
    try arguments.check(["to", "_", "toConstant", "constant", "offsetBy", "multiplier", "priority", "activate"])
    var constraint = AnchorConstraint(item: item, attribute: attribute, relation: relation, secondItem: nil, secondAttribute: nil)
    let target = arguments["to"] ?? arguments.positional(0) ?? arguments["toConstant"]
    if let target, case .uikit(.anchor(let second, let secondAttribute)) = target.value {
      try checkAnchorsCompatible(attribute, secondAttribute, at: target.location)
      constraint = AnchorConstraint(item: item, attribute: attribute, relation: relation, secondItem: second, secondAttribute: secondAttribute,
                                    multiplier: try finiteNumber(arguments["multiplier"], default: 1),
                                    constant: try finiteNumber(arguments["constant"] ?? arguments["offsetBy"], default: 0))
    } else if let target {
      guard attribute.isDimension else { throw mismatch(target, "an anchor (only a width or height equals a constant)") }
      constraint.constant = try finiteNumber(target, default: 0)
    }
    if let priority = arguments["priority"] { constraint.priority = try layoutPriority(priority) }
    let index = uikit.make(constraint, at: arguments.location)
    uikit.setActive(index, try bool(arguments["activate"], default: true))
    return .uikit(.constraint(index))
  }

  /// The proxy's methods: `anchors { … }` runs its block, the pinning, centring and sizing
  /// helpers make their constraints; nil for another name.
  func layoutProxyMethod(_ name: String, of item: Int, _ arguments: Arguments) throws(Diagnostic) -> Value? {
    switch name {
    case "anchors":
      if let block = arguments.trailingClosure ?? arguments.positional(0) { try runProxyBlock(block, of: item, called: "layoutUsing.anchors") }
    case "pinToSuperview", "pinToSuperviewEdges", "pin", "pinEdges":
      let given = arguments["to"].flatMap { argument -> Int? in if case .view(let id) = argument.value { return id } else { return nil } }
      guard let target = given ?? uikit.superviews[item] else { return .void }
      pinEdges(of: item, to: target, arguments, at: arguments.location)
    case "center", "centerInSuperview":
      let given = (arguments["in"] ?? arguments.positional(0)).flatMap { argument -> Int? in
        if case .view(let id) = argument.value { return id } else { return nil }
      }
      guard let target = given ?? uikit.superviews[item] else { return .void }
      for attribute in [AnchorAttribute.centerX, .centerY] {
        let index = uikit.make(AnchorConstraint(item: item, attribute: attribute, relation: .equal, secondItem: target, secondAttribute: attribute),
                               at: arguments.location)
        uikit.setActive(index, true)
      }
    case "size":
      guard let size = try self.size(arguments.positional(0)) else { return .void }
      for (attribute, length) in [(AnchorAttribute.width, size.width), (.height, size.height)] {
        let index = uikit.make(AnchorConstraint(item: item, attribute: attribute, relation: .equal, secondItem: nil, secondAttribute: nil,
                                                constant: length), at: arguments.location)
        uikit.setActive(index, true)
      }
    default:
      return nil
    }
    return .void
  }
}
