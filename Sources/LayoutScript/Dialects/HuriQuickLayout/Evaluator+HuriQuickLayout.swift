import LayoutCore

/// QuickLayout by Daniel Huri (huri000/QuickLayout, version 3: the constraint methods on UIView
/// and on arrays of views that SwiftEntryKit and the apps using it write their views with; not
/// Meta's QuickLayout, whose `@QuickLayout` classes have a `body`). Read as its sources make the
/// constraints (`UIView+QuickLayout`, `UIViewArray+QuickLayout`, `UIView+QLContentWrap`,
/// `QLUtils`):
///
/// | written (`v` the receiver, `s` its superview) | constraints, all active |
/// |---|---|
/// | `v.set(.height, of: 40)`, `set(.width, .height, of: 40, relation:, ratio:, priority:)`, `set([.width], to: 40)` | each length `relation` the value |
/// | `v.layout(.top, to: .bottom, of: o, relation:, ratio:, offset: 8, priority:)` (no first edge: the same edge) | `v.top == o.bottom × ratio + offset` |
/// | `v.layout(.left, .right, to: o, offset: 8)` | each edge to `o`'s same edge, `+ offset` each |
/// | `v.layoutToSuperview(.top, .left, relation:, ratio:, offset: 16, priority:)` | each edge to `s`'s same edge `+ offset` (a right or bottom inset is written negative) |
/// | `v.layoutToSuperview(axis: .horizontally, offset: 16)` (`.vertically`) | left `+ offset`, right `- offset` (top and bottom) |
/// | `v.sizeToSuperview(withRatio: 0.5, offset: 0)`, `centerInSuperview(offset: 0)`, `fillSuperview(withSizeRatio:offset:)` | width and height to `s`'s; both centres (the priority not passed on, as the library's); both |
/// | `[a, b].set(.height, of: 40)`, `.layoutToSuperview(.left, offset: 16)`, `.layoutToSuperview(axis:)`, `.layout(.top, to: .bottom, of: o)`, `.layout(.left, .right, to: o)` | each view's |
/// | `[a, b, c].spread(.vertically, stretchEdgesToSuperview: true, offset: 8)` | each view's top to the bottom of the one before `+ offset`; stretched: the first's top and the last's bottom to `s`'s, `offset` in |
/// | `v.forceContentWrap()`, `forceContentWrap(.vertically)` | hugging and compression resistance required on the axes |
///
/// `QLPriority.must` is 999 and `.zero` 0 (`QLUtils`). Every method but `set` needs a superview
/// ("superview is unexpectedly nullified", printed, and no constraint: said in a note) and turns
/// the receiver's autoresizing mask off, as `isValidForQuickLayout` does; `set` turns it off too.
/// A single constraint is returned as itself, an axis, centre, size or fill as the library's
/// structs (`.first`/`.second`, `.x`/`.y`, `.width`/`.height`, `.center`/`.size`), several as an
/// array. A call given a number that is not finite (`ratio: 1 / CGFloat(count)` of a placeholder's
/// 0) makes nothing, in a warning: UIKit raises on such a constraint.
extension Evaluator {
  /// The methods read as QuickLayout's (huri000).
  private static let huriMethods: Set<String> = [
    "set", "layout", "layoutToSuperview", "sizeToSuperview", "centerInSuperview", "fillSuperview", "spread", "forceContentWrap",
  ]

  /// `base.name(…)` (or `name(…)` in the view's own code) of huri000's QuickLayout, for a view or
  /// an array of views and arguments of the library's shape; nil for any other call.
  func huriQuickLayoutCall(_ name: String, of base: Expression, _ call: CallSyntax,
                           evaluate arguments: () throws(Diagnostic) -> Arguments) throws(Diagnostic) -> Value? {
    guard isUIKitCode, Self.huriMethods.contains(name), declarations.functions[name] == nil, Self.hasHuriShape(name, call) else { return nil }
    let receiver: Value
    if let host = uikitHost(base) { receiver = .view(host) } else { receiver = try evaluate(base) }
    let views: [Int]
    var single = false
    switch receiver {
    case .view(let view) where uikit.guideKinds[view] == nil:
      views = [view]
      single = true
    case .array(let items) where !items.isEmpty:
      let ids = items.compactMap { if case .view(let id) = $0 { id } else { nil } }
      guard ids.count == items.count else { return nil }
      views = ids
    default: return nil
    }
    let given = try arguments()
    uikit.isUsed = true
    noteHuriQuickLayout(at: given.location)
    if let infinite = given.items.first(where: { $0.value.numberValue.map { !$0.isFinite } ?? false }) {
      // `ratio: 1.0 / CGFloat(content.count)` of a placeholder's 0: UIKit raises on such a constraint.
      warnings.append(Diagnostic("'\(name)' is given \(infinite.label.map { "\($0): " } ?? "")\(infinite.value.numberValue!), not a finite "
                                   + "number: UIKit raises on such a constraint, so its constraints are left out", at: infinite.location, severity: .warning))
      return .void
    }
    if name == "spread" { return .array(try huriSpread(views, given).map { .uikit(.constraint($0)) }) }
    let results = try views.map { (view) throws(Diagnostic) in try huriMethod(name, of: view, given) }
    return single ? results[0] : .array(results)
  }

  /// True when the call is written as the library's method of its name is: edges as implicit
  /// members (`.top`), `of:` a length or a view, `to:` an edge or a view, `axis:`.
  private static func hasHuriShape(_ name: String, _ call: CallSyntax) -> Bool {
    let labels = call.map(\.label)
    let known: Set<String> = ["of", "to", "relation", "ratio", "offset", "priority", "axis", "withRatio", "withSizeRatio", "stretchEdgesToSuperview"]
    guard labels.allSatisfy({ $0.map(known.contains) ?? true }) else { return false }
    let edges = call.filter { $0.label == nil }.map(\.value)
    func isMember(_ expression: Expression) -> Bool {  // `.top`, or a variable holding one (`relativeEdge`)
      switch expression {
      case .implicitMember, .name: return true
      default: return false
      }
    }
    switch name {
    case "set":
      if labels.contains("to"), edges.count == 1, case .array(let items, _) = edges[0] { return items.allSatisfy(isMember) }
      return labels.contains("of") && !edges.isEmpty && edges.allSatisfy(isMember)
    case "layout":
      guard let to = call.first(where: { $0.label == "to" })?.value, edges.allSatisfy(isMember) else { return false }
      if labels.contains("of") { return edges.count <= 1 }  // `layout(.top, to: .bottom, of: o)`: `to:` an edge
      if case .implicitMember = to { return false }
      return !edges.isEmpty  // `layout(.left, .right, to: o)`: `to:` a view
    case "layoutToSuperview": return labels.contains("axis") ? edges.isEmpty : !edges.isEmpty && edges.allSatisfy(isMember)
    case "spread": return edges.count == 1 && edges.allSatisfy(isMember)
    case "forceContentWrap": return labels.allSatisfy { $0 == nil } && edges.allSatisfy(isMember)
    default: return edges.isEmpty  // sizeToSuperview, centerInSuperview, fillSuperview
    }
  }

  /// One method on one view: the constraints it makes, as the library returns them.
  private func huriMethod(_ name: String, of view: Int, _ arguments: Arguments) throws(Diagnostic) -> Value {
    let edges = arguments.items.filter { $0.label == nil }
    let offset = try number(arguments["offset"], default: 0)
    let priority = try huriPriority(arguments["priority"])
    switch name {
    case "set":
      uikit.translatesMask[view] = false
      var attributes = edges
      var listed = false
      if case .array(let items)? = arguments.positional(0)?.value {
        attributes = items.map { EvaluatedArgument(label: nil, value: $0, isTrailingClosure: false, location: arguments.location, callee: name) }
        listed = true
      }
      let value = try number(arguments["of"] ?? arguments["to"], default: 0)
      let made = try attributes.map { (edge) throws(Diagnostic) in
        try huriConstrain(view, try itemAttribute(view, edge).1, try huriRelation(arguments["relation"]), nil, nil,
                          multiplier: 1, constant: value, priority: priority, at: edge.location)
      }
      return huriConstraints(made, single: edges.count == 1 && !listed)
    case "layout":
      guard let target = arguments["of"] ?? arguments["to"] else { return .void }
      guard huriSuperview(of: view, at: arguments.location) != nil else { return .void }
      let other = try item(of: target, name)
      let ratio = try number(arguments["ratio"], default: 1)
      let relation = try huriRelation(arguments["relation"])
      if arguments["of"] != nil, let otherEdge = arguments["to"] {
        let otherAttribute = try itemAttribute(other, otherEdge).1
        let attribute = try edges.first.map { (edge) throws(Diagnostic) in try itemAttribute(view, edge).1 } ?? otherAttribute
        return .uikit(.constraint(try huriConstrain(view, attribute, relation, other, otherAttribute, multiplier: ratio,
                                                    constant: offset, priority: priority, at: arguments.location)))
      }
      return huriConstraints(try edges.map { (edge) throws(Diagnostic) in
        let attribute = try itemAttribute(view, edge).1
        return try huriConstrain(view, attribute, relation, other, attribute, multiplier: ratio, constant: offset, priority: priority, at: edge.location)
      }, single: false)
    case "layoutToSuperview":
      guard let superview = huriSuperview(of: view, at: arguments.location) else { return .void }
      if let axis = arguments["axis"] {
        let (first, second) = try huriAxis(axis)
        let made = [try huriConstrain(view, first, .equal, superview, first, multiplier: 1, constant: offset, priority: priority, at: axis.location),
                    try huriConstrain(view, second, .equal, superview, second, multiplier: 1, constant: -offset, priority: priority, at: axis.location)]
        return .structure(StructValue(typeName: "QLAxisConstraints", fields: [("first", .uikit(.constraint(made[0]))), ("second", .uikit(.constraint(made[1])))]))
      }
      let ratio = try number(arguments["ratio"], default: 1)
      let relation = try huriRelation(arguments["relation"])
      return huriConstraints(try edges.map { (edge) throws(Diagnostic) in
        let attribute = try itemAttribute(view, edge).1
        return try huriConstrain(view, attribute, relation, superview, attribute, multiplier: ratio, constant: offset, priority: priority, at: edge.location)
      }, single: edges.count == 1)
    case "forceContentWrap":
      var axes: [Axis] = []
      for edge in edges {
        guard case .member(let axis) = edge.value, ["horizontally", "vertically"].contains(axis) else { throw mismatch(edge, ".horizontally or .vertically") }
        axes.append(axis == "horizontally" ? .horizontal : .vertical)
      }
      for axis in edges.isEmpty ? [Axis.horizontal, .vertical] : axes {
        viewTable.contentPriorities[view, default: ContentPriorities()].hugging[axis] = 1000
        viewTable.contentPriorities[view, default: ContentPriorities()].compression[axis] = 1000
      }
      return .void
    default:  // sizeToSuperview, centerInSuperview, fillSuperview
      guard let superview = huriSuperview(of: view, at: arguments.location) else { return .void }
      var fields: [(name: String?, value: Value)] = []
      if name != "sizeToSuperview" {
        // centerInSuperview passes only its offset on (`layoutToSuperview(.centerX, .centerY, offset: offset)`); fill passes the
        // priority and centres without the offset, which it gives the size.
        let fills = name == "fillSuperview"
        let (centre, shift) = fills ? (priority, 0.0) : (1000.0, offset)
        let x = try huriConstrain(view, .centerX, .equal, superview, .centerX, multiplier: 1, constant: shift, priority: centre, at: arguments.location)
        let y = try huriConstrain(view, .centerY, .equal, superview, .centerY, multiplier: 1, constant: shift, priority: centre, at: arguments.location)
        fields.append(("center", .structure(StructValue(typeName: "QLCenterConstraints", fields: [("x", .uikit(.constraint(x))), ("y", .uikit(.constraint(y)))]))))
      }
      if name != "centerInSuperview" {
        let ratio = try number(arguments["withRatio"] ?? arguments["withSizeRatio"], default: 1)
        let width = try huriConstrain(view, .width, .equal, superview, .width, multiplier: ratio, constant: offset, priority: priority, at: arguments.location)
        let height = try huriConstrain(view, .height, .equal, superview, .height, multiplier: ratio, constant: offset, priority: priority, at: arguments.location)
        fields.append(("size", .structure(StructValue(typeName: "QLSizeConstraints", fields: [("width", .uikit(.constraint(width))), ("height", .uikit(.constraint(height)))]))))
      }
      if fields.count == 2 { return .structure(StructValue(typeName: "QLFillConstraints", fields: fields)) }
      return fields[0].value
    }
  }

  /// `[a, b, c].spread(.vertically, stretchEdgesToSuperview:, offset:, priority:)`.
  private func huriSpread(_ views: [Int], _ arguments: Arguments) throws(Diagnostic) -> [Int] {
    guard let axis = arguments.positional(0), let superview = huriSuperview(of: views[0], at: arguments.location) else { return [] }
    let (first, second) = try huriAxis(axis)
    let offset = try number(arguments["offset"], default: 0)
    let priority = try huriPriority(arguments["priority"])
    var stretch = false
    if case .bool(let value)? = arguments["stretchEdgesToSuperview"]?.value { stretch = value }
    var made: [Int] = []
    if stretch {
      made.append(try huriConstrain(views[0], first, .equal, superview, first, multiplier: 1, constant: offset, priority: 1000, at: axis.location))
    }
    for (previous, view) in zip(views, views.dropFirst()) {
      made.append(try huriConstrain(view, first, .equal, previous, second, multiplier: 1, constant: offset, priority: priority, at: axis.location))
    }
    if stretch {
      made.append(try huriConstrain(views[views.count - 1], second, .equal, superview, second, multiplier: 1, constant: -offset, priority: 1000, at: axis.location))
    }
    return made
  }

  /// The view's superview, its autoresizing mask turned off (`isValidForQuickLayout`); nil, in a
  /// note, for a view not added yet, for which the library prints an error and makes nothing.
  private func huriSuperview(of view: Int, at location: SourceLocation) -> Int? {
    guard let superview = uikit.superviews[view] else {
      note("'\(viewTable.views[view].name)' has no superview yet: QuickLayout prints \"superview is unexpectedly nullified\" and makes no constraint",
           at: location)
      return nil
    }
    uikit.translatesMask[view] = false
    return superview
  }

  /// One active constraint.
  private func huriConstrain(_ view: Int, _ attribute: AnchorAttribute, _ relation: AnchorRelation, _ other: Int?, _ otherAttribute: AnchorAttribute?,
                             multiplier: Double, constant: Double, priority: Double, at location: SourceLocation) throws(Diagnostic) -> Int {
    if let otherAttribute { try checkAnchorsCompatible(attribute, otherAttribute, at: location) }
    let index = uikit.make(AnchorConstraint(item: view, attribute: attribute, relation: relation, secondItem: other, secondAttribute: otherAttribute,
                                            multiplier: other == nil ? 1 : multiplier, constant: constant, priority: priority), at: location)
    uikit.setActive(index, true)
    return index
  }

  /// Several constraints as the library returns them: one as itself, more as an array.
  private func huriConstraints(_ made: [Int], single: Bool) -> Value {
    single && made.count == 1 ? .uikit(.constraint(made[0])) : .array(made.map { .uikit(.constraint($0)) })
  }

  /// `QLAxis`: `.horizontally` is left and right, `.vertically` top and bottom.
  private func huriAxis(_ argument: EvaluatedArgument) throws(Diagnostic) -> (AnchorAttribute, AnchorAttribute) {
    guard case .member(let axis) = argument.value, axis == "horizontally" || axis == "vertically" else {
      throw mismatch(argument, "a QLAxis, .horizontally or .vertically")
    }
    return axis == "horizontally" ? (.left, .right) : (.top, .bottom)
  }

  /// `QLRelation`, `.equal` unless given.
  private func huriRelation(_ argument: EvaluatedArgument?) throws(Diagnostic) -> AnchorRelation {
    guard let argument else { return .equal }
    guard case .member(let name) = argument.value,
          let relation = ["equal": AnchorRelation.equal, "greaterThanOrEqual": .greaterOrEqual, "lessThanOrEqual": .lessOrEqual][name]
    else { throw mismatch(argument, ".equal, .greaterThanOrEqual or .lessThanOrEqual") }
    return relation
  }

  /// `QLPriority`, required unless given; the library's `.must` is 999.
  private func huriPriority(_ argument: EvaluatedArgument?) throws(Diagnostic) -> Double {
    guard let argument else { return 1000 }
    if case .member("must") = argument.value { return 999 }
    return try layoutPriority(argument)
  }

  private func noteHuriQuickLayout(at location: SourceLocation) {
    guard uikit.pinningHelpers.insert("#HuriQuickLayout").inserted else { return }
    note("QuickLayout's constraint methods (huri000/QuickLayout: layoutToSuperview(_:offset:), layout(_:to:of:offset:), set(_:of:), …) "
           + "are read as the library makes them: each an active constraint, the view's autoresizing mask turned off", at: location)
  }
}
