import LayoutCore

/// FLKAutoLayout, the categories on UIView that Artsy's apps (and ORStackView) build their
/// constraints with: `label.alignTop("0", leading: "20", bottom: nil, trailing: "-20", to: view)`,
/// `icon.constrainWidth("84")`, `title.alignAttribute(.top, to: .bottom, of: avatar, predicate:
/// "8")`, `button.constrainLeadingSpace(to: previous, predicate: nil)`, `UIView.equalWidth(forViews:
/// buttons)`. A public library, so each method is read as it is written (its README and
/// `UIView+FLKAutoLayout.m`, version 0.1.1 as Artsy's eidolon pins it):
///
/// | method | constraint (`view` the receiver, `other` the view given) |
/// |---|---|
/// | `alignLeadingEdge(with:predicate:)` and the trailing, top, bottom, baseline, centre X and Y ones | `view.attribute == other.attribute` |
/// | `alignTop(_:leading:bottom:trailing:to:)`, `alignTop(_:leading:to:)`, `alignBottom(_:trailing:to:)`, `alignTop(_:bottom:to:)`, `alignLeading(_:trailing:to:)` | each edge given a predicate to the same edge of `other`; a `nil` predicate makes none (0.1.1: `(top) ? … : @[]`) |
/// | `align(to:)`, `alignCenter(with:)` | the four edges, or both centres, `"0"` |
/// | `constrainWidth(_:)`, `constrainHeight(_:)`, `constrainWidth(_:height:)` | a length; `constrainAspectRatio(_:)` the width to the view's own height |
/// | `constrainWidth(to:predicate:)`, `constrainHeight(to:predicate:)` | the length to `other`'s (`"*.5"`: half) |
/// | `constrainLeadingSpace(to:predicate:)`, trailing, top, bottom | `leading == other.trailing`, `trailing == other.leading`, `top == other.bottom`, `bottom == other.top` |
/// | `alignAttribute(_:to:of:predicate:)` | the attribute to `other`'s attribute given |
/// | `UIView.alignAttribute(_:ofViews:toViews:predicate:)`, `(_:ofViews:to:ofViews:predicate:)` | one constraint per pair of views |
/// | `UIView.equalWidth(forViews:)`, `equalHeight(forViews:)`, `alignLeadingEdges(ofViews:)` … `alignTopAndBottomEdges(ofViews:)`, `spaceOutViewsHorizontally(_:predicate:)`, `spaceOutViewsVertically(_:predicate:)` | each view to the one before it |
/// | `UIView.distributeCenterX(ofViews:in:)`, `distributeCenterY(ofViews:in:)` | each centre at a multiple of the container's, from 0 to 2 in equal steps |
///
/// Each predicate is `view.attribute relation other.attribute × multiplier + constant @ priority`
/// (`FLKPredicate`), the constant as written (a trailing inset is `"-20"`), a nil one `"0"`. The
/// receiver's `translatesAutoresizingMaskIntoConstraints` is turned off and the constraints are
/// active ("It automatically adds the constraints to the nearest common superview of the views
/// involved and sets the translatesAutoresizingMaskIntoConstraints property on those views to
/// NO", the README), each method returning them as an array. A predicate qlrepl cannot read (a
/// length of another file interpolated into it) leaves its constraint out, noted.
extension Evaluator {
  /// The single-edge methods, by `flkKey`: the receiver's attribute and the other view's.
  private static let flkEdges: [String: (AnchorAttribute, AnchorAttribute)] = [
    "alignLeadingEdgeWith": (.leading, .leading), "alignTrailingEdgeWith": (.trailing, .trailing),
    "alignTopEdgeWith": (.top, .top), "alignBottomEdgeWith": (.bottom, .bottom), "alignBaselineWith": (.lastBaseline, .lastBaseline),
    "alignCenterXWith": (.centerX, .centerX), "alignCenterYWith": (.centerY, .centerY),
    "constrainWidthTo": (.width, .width), "constrainHeightTo": (.height, .height),
    "constrainLeadingSpaceTo": (.leading, .trailing), "constrainTrailingSpaceTo": (.trailing, .leading),
    "constrainTopSpaceTo": (.top, .bottom), "constrainBottomSpaceTo": (.bottom, .top),
  ]

  /// The class methods that relate each view of an array to the one before it, by `flkKey`.
  private static let flkChains: [String: [(AnchorAttribute, AnchorAttribute)]] = [
    "equalWidthFor": [(.width, .width)], "equalHeightFor": [(.height, .height)],
    "alignLeadingEdgesOf": [(.leading, .leading)], "alignTrailingEdgesOf": [(.trailing, .trailing)],
    "alignTopEdgesOf": [(.top, .top)], "alignBottomEdgesOf": [(.bottom, .bottom)],
    "alignLeadingAndTrailingEdgesOf": [(.leading, .leading), (.trailing, .trailing)],
    "alignTopAndBottomEdgesOf": [(.top, .top), (.bottom, .bottom)],
    "spaceOutViewsHorizontally": [(.leading, .trailing)], "spaceOutViewsVertically": [(.top, .bottom)],
  ]

  /// The labels of the edges the multi-edge methods take.
  private static let flkEdgeLabels: Set<String> = ["top", "leading", "bottom", "trailing"]

  /// A method's name as FLKAutoLayout's selector begins, whatever Swift version spelled it:
  /// the name and its first label, without the `View` or `Views` Swift 3 left out
  /// (`alignLeadingEdge(with:)`, `alignLeadingEdge(withView:)` and `alignLeadingEdgeWithView(_:)`
  /// are all `alignLeadingEdgeWith`).
  static func flkKey(_ name: String, firstLabel: String?) -> String {
    var key = name + (firstLabel.map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? "")
    for suffix in ["Views", "View"] where key.hasSuffix(suffix) {
      key.removeLast(suffix.count)
      break
    }
    return key
  }

  /// `view.name(…)` (or `name(…)` in the view's own code, or `UIView.name(…)`) of FLKAutoLayout,
  /// recognised by its name and labels before its arguments are evaluated; nil for any other call.
  func flkCall(_ name: String, of base: Expression, _ call: CallSyntax,
               evaluate arguments: () throws(Diagnostic) -> Arguments) throws(Diagnostic) -> Value? {
    guard isUIKitCode else { return nil }
    let labels = call.map(\.label)
    let key = Self.flkKey(name, firstLabel: labels.first ?? nil)
    if case .name("UIView", _) = base, !scopes.contains(where: { $0["UIView"] != nil }) {
      guard key == "alignAttribute" && labels.contains("ofViews") || Self.flkChains[key] != nil || key.hasPrefix("distributeCenter")
      else { return nil }
      return try flkClassMethod(key, try arguments())
    }
    guard isFLKShape(key, labels, call) else { return nil }
    let receiver: Value
    if let host = uikitHost(base) { receiver = .view(host) } else { receiver = try evaluate(base) }
    guard case .view(let view) = receiver, uikit.guideKinds[view] == nil else { return nil }
    let evaluated = try arguments()
    if key == "constrainWidth" || key == "constrainHeight", case .string? = evaluated.positional(0)?.value {} else if key.hasPrefix("constrain"),
       Self.flkEdges[key] == nil, key != "constrainAspectRatio" {
      return nil  // `constrainWidth(84)`: an app's helper of a number (`Evaluator+AppConstraintHelpers`)
    }
    return try flkInstanceMethod(key, view: view, evaluated)
  }

  /// True when `labels` are the shape of FLKAutoLayout's method `key`.
  private func isFLKShape(_ key: String, _ labels: [String?], _ call: CallSyntax) -> Bool {
    if Self.flkEdges[key] != nil || key == "alignAttribute" { return labels.contains("predicate") }
    switch key {
    case "alignTo", "alignCenterWith": return labels.count == 1
    case "constrainWidth", "constrainHeight", "constrainAspectRatio":
      guard labels.first == .some(nil), labels.dropFirst().allSatisfy({ $0 == "height" }), let first = call.first?.value else { return false }
      switch first {
      case .text, .string, .name: return true
      default: return false
      }
    case "alignTop", "alignBottom", "alignLeading":
      return labels.count >= 3 && labels.first == .some(nil) && (labels.last == "to" || labels.last == "toView")
        && labels.dropFirst().dropLast().allSatisfy { $0.map(Self.flkEdgeLabels.contains) ?? false }
    default: return false
    }
  }

  /// An instance method of FLKAutoLayout on `view`: its constraints, activated, as an array.
  private func flkInstanceMethod(_ key: String, view: Int, _ arguments: Arguments) throws(Diagnostic) -> Value {
    var made: [Int] = []
    let other = arguments.items.last { $0.label != "predicate" && $0.label != "height" }
    func otherView() throws(Diagnostic) -> Int { try item(of: other!, key) }
    if let (attribute, otherAttribute) = Self.flkEdges[key] {
      try flkConstrain(view, attribute, to: otherView(), otherAttribute, arguments["predicate"], &made)
    } else {
      switch key {
      case "alignTo":
        for edge in [AnchorAttribute.top, .leading, .bottom, .trailing] { try flkConstrain(view, edge, to: otherView(), edge, nil, &made) }
      case "alignCenterWith":
        for centre in [AnchorAttribute.centerX, .centerY] { try flkConstrain(view, centre, to: otherView(), centre, nil, &made) }
      case "constrainWidth", "constrainHeight":
        try flkConstrain(view, key == "constrainWidth" ? .width : .height, to: nil, nil, arguments.positional(0), &made)
        if let height = arguments["height"] { try flkConstrain(view, .height, to: nil, nil, height, &made) }
      case "constrainAspectRatio":
        try flkConstrain(view, .width, to: view, .height, arguments.positional(0), &made)
      case "alignAttribute":
        let (_, attribute) = try itemAttribute(view, required(arguments, 0, "an NSLayoutConstraint.Attribute"))
        let target = arguments["of"] ?? arguments["ofView"] ?? arguments["toView"] ?? arguments["to"]
        guard let target else { throw Diagnostic("'alignAttribute' needs the view to align to", at: arguments.location) }
        let toAttribute = arguments["toAttribute"] ?? (arguments["of"] ?? arguments["ofView"] != nil ? arguments["to"] : nil)
        let (otherItem, otherAttribute) = toAttribute == nil ? (try item(of: target, key), attribute)
          : try itemAttribute(try item(of: target, key), toAttribute!)
        try flkConstrain(view, attribute, to: otherItem, otherAttribute, arguments["predicate"], &made)
      default:  // alignTop, alignBottom, alignLeading: each edge given a predicate that is not nil
        let first = AnchorAttribute(rawValue: String(key.dropFirst(5)).lowercased())!
        for argument in arguments.items.dropLast() where !argument.value.isNil {
          let edge = argument.label.flatMap(AnchorAttribute.init(rawValue:)) ?? first
          try flkConstrain(view, edge, to: otherView(), edge, argument, &made)
        }
      }
    }
    return .array(made.map { .uikit(.constraint($0)) })
  }

  /// `UIView.alignAttribute(_:ofViews:…)`, the chains and the distributions.
  private func flkClassMethod(_ key: String, _ arguments: Arguments) throws(Diagnostic) -> Value {
    func views(_ argument: EvaluatedArgument?) throws(Diagnostic) -> [Int] {
      guard let argument else { throw Diagnostic("'\(key)' needs an array of views", at: arguments.location) }
      guard case .array(let items) = argument.value else { throw mismatch(argument, "an array of views") }
      var ids: [Int] = []
      for value in items {
        ids.append(try item(of: EvaluatedArgument(label: nil, value: value, isTrailingClosure: false, location: argument.location,
                                                  callee: key), key))
      }
      return ids
    }
    var made: [Int] = []
    if key == "alignAttribute" {
      let ofViews = arguments.items.filter { $0.label == "ofViews" }
      let from = try views(ofViews.first)
      let to = try views(arguments["toViews"] ?? (ofViews.count > 1 ? ofViews[1] : nil))
      guard from.count == to.count else {
        throw Diagnostic("the two arrays of views are not of one length (FLKAutoLayout asserts they are)", at: arguments.location)
      }
      let attributeArgument = try required(arguments, 0, "an NSLayoutConstraint.Attribute")
      for (view, other) in zip(from, to) {
        let (_, attribute) = try itemAttribute(view, attributeArgument)
        let (_, otherAttribute) = try itemAttribute(other, arguments["to"] ?? arguments["toAttribute"] ?? attributeArgument)
        try flkConstrain(view, attribute, to: other, otherAttribute, arguments["predicate"], &made)
      }
    } else if let pairs = Self.flkChains[key] {
      let chained = try views(arguments.items.first)
      for (previous, view) in zip(chained, chained.dropFirst()) {
        for (attribute, otherAttribute) in pairs { try flkConstrain(view, attribute, to: previous, otherAttribute, arguments["predicate"], &made) }
      }
    } else {
      let distributed = try views(arguments.items.first)
      let container = try item(of: required(arguments, arguments["in"] == nil ? "inView" : "in", "the view to distribute in"), key)
      let attribute: AnchorAttribute = key.hasPrefix("distributeCenterX") ? .centerX : .centerY
      let step = distributed.count > 1 ? 2 / Double(distributed.count - 1) : 0
      for (index, view) in distributed.enumerated() {
        uikit.translatesMask[view] = false
        let constraint = AnchorConstraint(item: view, attribute: attribute, relation: .equal, secondItem: container, secondAttribute: attribute,
                                          multiplier: Double(index) * step)
        made.append(uikit.make(constraint, at: arguments.location))
        uikit.setActive(made[made.count - 1], true)
      }
    }
    noteFLK(at: arguments.location)
    return .array(made.map { .uikit(.constraint($0)) })
  }

  /// One constraint per predicate of `predicate` (nil: `"0"`), `view.attribute` to `other`'s
  /// (a constant length without `other`), active, the view's mask turned off.
  func flkConstrain(_ view: Int, _ attribute: AnchorAttribute, to other: Int?, _ otherAttribute: AnchorAttribute?,
                            _ predicate: EvaluatedArgument?, _ made: inout [Int]) throws(Diagnostic) {
    noteFLK(at: predicate?.location ?? viewTable.views[view].location)
    let text: String
    switch predicate?.value {
    case nil, .void?: text = "0"
    case .string(let string)?: text = string
    default: throw mismatch(predicate!, "a predicate string such as \"8\" or \">=20@750\"")
    }
    guard let predicates = FLKPredicate.list(text) else {
      if let predicate, unmodelledNotePlaces.insert(predicate.location).inserted {
        note("\"\(text)\" is no FLKAutoLayout predicate qlrepl can read (a value of another file in it?): the constraint of "
               + "\(viewTable.name(ofView: view) ?? "the view")'s \(attribute.rawValue) is left out", at: predicate.location)
      }
      return
    }
    if let otherAttribute { try checkAnchorsCompatible(attribute, otherAttribute, at: predicate?.location ?? viewTable.views[view].location) }
    uikit.translatesMask[view] = false
    for predicate in predicates where (predicate.priority ?? 1000) <= 1000 {
      let constraint = AnchorConstraint(item: view, attribute: attribute, relation: predicate.relation, secondItem: other,
                                        secondAttribute: other == nil ? nil : otherAttribute, multiplier: predicate.multiplier,
                                        constant: predicate.constant, priority: predicate.priority ?? 1000)
      made.append(uikit.make(constraint, at: viewTable.views[view].location))
      uikit.setActive(made[made.count - 1], true)
    }
  }

  /// The one note that says FLKAutoLayout's methods are read as the library makes them.
  private func noteFLK(at location: SourceLocation) {
    guard uikit.pinningHelpers.insert("#FLKAutoLayout").inserted else { return }
    note("FLKAutoLayout's methods (alignTop(_:leading:bottom:trailing:to:), constrainWidth(_:), …) are read as the library makes "
           + "them: each predicate (\"==8@750\", \"*.5\") one active constraint, the view's autoresizing mask turned off", at: location)
  }
}
