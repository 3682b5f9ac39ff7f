import LayoutCore

/// huri000/QuickLayout, the UIView extension SwiftEntryKit lays its views out with (not Facebook's
/// QuickLayout of `Dialects/QuickLayout/`), read as its source makes the constraints
/// (`UIView+QuickLayout.swift`, `UIViewArray+QuickLayout.swift`, `UIView+QLContentWrap.swift`):
///
/// | written (`v` the receiver, `s` its superview when called) | constraints, all active |
/// |---|---|
/// | `v.layoutToSuperview(.top, .width, relation:, ratio: r, offset: n, priority:)` | each `v.edge == s.edge × r + n` |
/// | `v.layoutToSuperview(axis: .horizontally, offset: n)` | `v.left == s.left + n`, `v.right == s.right − n` (`.vertically`: top, bottom) |
/// | `v.layout(.top, to: .bottom, of: o, offset: n)`, `v.layout(to: .left, of: o)` | `v.edge == o.otherEdge × r + n` (the edge `otherEdge` when left out) |
/// | `v.layout(.top, .bottom, to: o, offset: n)` | each `v.edge == o.edge × r + n` |
/// | `v.set(.height, of: n)`, `v.set(.width, .height, of: n)` | each length `== n × r` |
/// | `v.centerInSuperview(offset: n)`, `v.sizeToSuperview(withRatio: r, offset: n)`, `v.fillSuperview(withSizeRatio:offset:)` | the centres to `s`'s (`+ n`); the width and height to `s`'s `× r + n`; both |
/// | `[a, b].spread(.vertically, stretchEdgesToSuperview: true, offset: n)` | `b.top == a.bottom + n` …; with the stretch, `a.top == s.top + n` and the last's `bottom == s.bottom − n` |
/// | `[a, b].layoutToSuperview(axis:offset:)`, `[a, b].layoutToSuperview(.top)`, `[a, b].layout(to: .top, of: o)`, `[a, b].set(.height, of: n)` | each view's, as above |
/// | `v.forceContentWrap()`, `v.forceContentWrap(.vertically)` | hugging and compression resistance required (1000) on the axes |
///
/// Each turns off the receiver's autoresizing mask, as the library's `isValidForQuickLayout`
/// does, and makes no constraint for a view without a superview (the library prints an error
/// and returns nil), which a note says. A priority another file declares (SwiftEntryKit's
/// `.must`) takes `.required`, in a note.
extension Evaluator {
  /// The methods read as huri000/QuickLayout's.
  private static let quickLayoutMethods: Set<String> = [
    "layoutToSuperview", "layout", "set", "centerInSuperview", "sizeToSuperview", "fillSuperview", "spread", "forceContentWrap",
  ]

  /// `base.name(…)` of huri000/QuickLayout on a view or an array of views, written in its shape;
  /// nil for any other call.
  func huriQuickLayoutCall(_ name: String, of base: Expression, _ call: CallSyntax,
                           evaluate arguments: () throws(Diagnostic) -> Arguments) throws(Diagnostic) -> Value? {
    guard isUIKitCode, Self.quickLayoutMethods.contains(name), Self.hasQuickLayoutShape(name, call) else { return nil }
    let receiver: Value
    if let host = uikitHost(base) { receiver = .view(host) } else { receiver = try evaluate(base) }
    let views: [Int]
    switch receiver {
    case .view(let view): views = [view]
    case .array(let items) where name != "spread" || items.count > 1:
      views = items.compactMap { if case .view(let view) = $0 { return view } else { return nil } }
      guard views.count == items.count, !views.isEmpty else { return nil }
    default: return nil
    }
    let given = try arguments()
    if name == "spread" {
      try spread(views, given)
    } else {
      for view in views { try quickLayoutMethod(name, of: view, given) }
    }
    return .void
  }

  /// True when the call is written as the library's method of its name is (`layout(… to: …)`,
  /// `set(… of: …)`), not an app's own `set(value:)` or Stevia's `layout(100, …)`.
  private static func hasQuickLayoutShape(_ name: String, _ call: CallSyntax) -> Bool {
    let labels = call.map(\.label)
    let startsUnlabelled = call.first.map { $0.label == nil } ?? false
    switch name {
    case "layout": return labels.contains("to")
    case "set": return labels.contains("of") && startsUnlabelled
    case "spread": return startsUnlabelled
    case "forceContentWrap": return labels.allSatisfy { $0 == nil }
    default: return true
    }
  }

  private func quickLayoutMethod(_ name: String, of view: Int, _ arguments: Arguments) throws(Diagnostic) {
    uikit.translatesMask[view] = false
    uikit.isUsed = true
    let relation = try quickLayoutRelation(arguments["relation"])
    let ratio = try finiteNumber(arguments["ratio"] ?? arguments["withRatio"] ?? arguments["withSizeRatio"], default: 1)
    let offset = try finiteNumber(arguments["offset"], default: 0)
    let priority = try quickLayoutPriority(arguments["priority"])
    let edges = try quickLayoutEdges(arguments)
    let superview = uikit.superviews[view]
    func relate(_ edge: AnchorAttribute, to other: Int?, _ otherEdge: AnchorAttribute?, constant: Double? = nil, multiplier: Double? = nil) {
      guard let other else { return noteNoSuperview(name, of: view, at: arguments.location) }
      activateQuickLayout(AnchorConstraint(item: view, attribute: edge, relation: relation, secondItem: other, secondAttribute: otherEdge,
                                           multiplier: multiplier ?? ratio, constant: constant ?? offset, priority: priority),
                          at: arguments.location)
    }
    switch name {
    case "layoutToSuperview":
      if let axis = arguments["axis"] {
        let (first, second) = try quickLayoutAxis(axis)
        relate(first, to: superview, first)
        relate(second, to: superview, second, constant: -offset)
      }
      for edge in edges { relate(edge, to: superview, edge) }
    case "layout":
      guard case .view(let other)? = (arguments["of"] ?? arguments["to"])?.value else { return }
      if let target = arguments["to"], case .member(let member) = target.value {
        let otherEdge = try quickLayoutEdge(member, at: target.location)
        relate(edges.first ?? otherEdge, to: other, otherEdge)
      } else {
        for edge in edges { relate(edge, to: other, edge) }
      }
    case "set":
      let length = try side(arguments["of"], placeholder: Placeholders.boxSize.height)
      guard length.isFinite else { throw mismatch(arguments["of"]!, "a finite number") }
      for edge in edges {
        activateQuickLayout(AnchorConstraint(item: view, attribute: edge, relation: relation, secondItem: nil, secondAttribute: nil,
                                             multiplier: 1, constant: length * ratio, priority: priority), at: arguments.location)
      }
    case "centerInSuperview":
      for edge in [AnchorAttribute.centerX, .centerY] { relate(edge, to: superview, edge) }
    case "sizeToSuperview":
      for edge in [AnchorAttribute.width, .height] { relate(edge, to: superview, edge) }
    case "fillSuperview":
      for edge in [AnchorAttribute.centerX, .centerY] { relate(edge, to: superview, edge, constant: 0, multiplier: 1) }
      for edge in [AnchorAttribute.width, .height] { relate(edge, to: superview, edge) }
    default:  // forceContentWrap
      var axes = try arguments.items.map { item throws(Diagnostic) in try quickLayoutAxis(item).0 == .left ? Axis.horizontal : .vertical }
      if axes.isEmpty { axes = [.horizontal, .vertical] }
      for axis in axes {
        viewTable.contentPriorities[view, default: ContentPriorities()].hugging[axis] = 1000
        viewTable.contentPriorities[view, default: ContentPriorities()].compression[axis] = 1000
      }
    }
  }

  /// `[a, b, c].spread(axis, stretchEdgesToSuperview:, offset:, priority:)`: each view after the
  /// first `offset` past the one before it on the axis; with the stretch, the first and the last
  /// to their superview's edges.
  private func spread(_ views: [Int], _ arguments: Arguments) throws(Diagnostic) {
    guard let axisArgument = arguments.positional(0) else { return }
    let (first, second) = try quickLayoutAxis(axisArgument)
    let offset = try finiteNumber(arguments["offset"], default: 0)
    let priority = try quickLayoutPriority(arguments["priority"])
    var stretch = false
    if case .bool(true)? = arguments["stretchEdgesToSuperview"]?.value { stretch = true }
    for view in views { uikit.translatesMask[view] = false }
    uikit.isUsed = true
    func relate(_ view: Int, _ edge: AnchorAttribute, to other: Int?, _ otherEdge: AnchorAttribute, _ constant: Double, _ priority: Double) {
      guard let other else { return noteNoSuperview("spread", of: view, at: arguments.location) }
      activateQuickLayout(AnchorConstraint(item: view, attribute: edge, relation: .equal, secondItem: other, secondAttribute: otherEdge,
                                           constant: constant, priority: priority), at: arguments.location)
    }
    if stretch { relate(views[0], first, to: uikit.superviews[views[0]], first, offset, 1000) }
    for (previous, next) in zip(views, views.dropFirst()) { relate(next, first, to: previous, second, offset, priority) }
    if stretch, let last = views.last { relate(last, second, to: uikit.superviews[last], second, -offset, 1000) }
  }

  /// The edges given without a label (`.top`, `.width`), or after the first of `layout(_:to:of:)`.
  private func quickLayoutEdges(_ arguments: Arguments) throws(Diagnostic) -> [AnchorAttribute] {
    var edges: [AnchorAttribute] = []
    for item in arguments.items where item.label == nil {
      guard case .member(let member) = item.value else { continue }
      let edge = try quickLayoutEdge(member, at: item.location)
      if !edges.contains(edge) { edges.append(edge) }  // the library makes one constraint an edge (`Set(edges)`)
    }
    return edges
  }

  private func quickLayoutEdge(_ name: String, at location: SourceLocation) throws(Diagnostic) -> AnchorAttribute {
    guard let edge = UIKitAnchorsVocabulary.attributes[name]?.attribute else {
      throw Diagnostic("QLAttribute has no member '\(name)'", at: location,
                       hint: didYouMean(name, among: UIKitAnchorsVocabulary.attributes.keys))
    }
    return edge
  }

  /// `.horizontally` (left and right, as `QLAxis.attributes`) or `.vertically` (top and bottom).
  private func quickLayoutAxis(_ argument: EvaluatedArgument) throws(Diagnostic) -> (AnchorAttribute, AnchorAttribute) {
    switch argument.value {
    case .member("horizontally"): return (.left, .right)
    case .member("vertically"): return (.top, .bottom)
    default: throw mismatch(argument, "a QLAxis, .horizontally or .vertically")
    }
  }

  private func quickLayoutRelation(_ argument: EvaluatedArgument?) throws(Diagnostic) -> AnchorRelation {
    guard let argument else { return .equal }
    switch argument.value {
    case .member("equal"): return .equal
    case .member("greaterThanOrEqual"): return .greaterOrEqual
    case .member("lessThanOrEqual"): return .lessOrEqual
    default: throw mismatch(argument, "a relation, .equal, .greaterThanOrEqual or .lessThanOrEqual")
    }
  }

  /// A priority; one another file declares (`.must`, not one edit from UIKit's names) `.required`, noted.
  private func quickLayoutPriority(_ argument: EvaluatedArgument?) throws(Diagnostic) -> Double {
    guard let argument else { return 1000 }
    if case .member(let name) = argument.value, AnchorsVocabulary.priorities[name] == nil,
       didYouMean(name, among: AnchorsVocabulary.priorities.keys) == nil, let kept = opaqueDefault(argument, 1000.0, "a priority") {
      return kept
    }
    return try layoutPriority(argument)
  }

  private func activateQuickLayout(_ constraint: AnchorConstraint, at location: SourceLocation) {
    uikit.setActive(uikit.make(constraint, at: location), true)
  }

  private func noteNoSuperview(_ name: String, of view: Int, at location: SourceLocation) {
    guard unmodelledNotePlaces.insert(location).inserted else { return }
    note("'\(name)' on '\(viewTable.views[view].name)' before it has a superview: QuickLayout makes no constraint "
           + "(it prints an error and returns nil)", at: location)
  }
}
