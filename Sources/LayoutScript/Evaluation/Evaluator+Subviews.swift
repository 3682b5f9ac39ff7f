import LayoutCore

/// A custom layout's subviews as its methods see them (SwiftUI's `LayoutSubview`):
/// `sizeThatFits(_:)`, `dimensions(in:)`, `place(at:anchor:proposal:)`, `priority` and
/// `subview[Key.self]`, each answered by the engine running the layout.
extension Evaluator {
  /// The subviews being laid out, or a failure outside a layout method.
  private func subviews(at location: SourceLocation) throws(Diagnostic) -> any CustomLayoutSubviews {
    guard let layoutSubviews else {
      throw Diagnostic("a layout's subviews can only be used while its methods run", at: location,
                       hint: "keep sizes, not subviews, in the cache")
    }
    return layoutSubviews
  }

  /// `subview.priority`.
  func subviewProperty(_ name: String, of index: Int, at location: SourceLocation) throws(Diagnostic) -> Value {
    switch name {
    case "priority":
      return .number(try subviews(at: location).priority(index))
    case "spacing":
      _ = try subviews(at: location)
      return .viewSpacing(index)
    default:
      throw Diagnostic("a LayoutSubview has no member '\(name)'", at: location,
                       hint: didYouMean(name, among: ["priority", "spacing", "sizeThatFits", "dimensions", "place"]))
    }
  }

  /// `subviews[i].spacing.distance(to: subviews[j].spacing, along: .horizontal)`: the space the
  /// engine's rules put between the two subviews.
  func viewSpacingMethod(_ name: String, of index: Int, _ arguments: Arguments) throws(Diagnostic) -> Value {
    guard name == "distance" else {
      throw Diagnostic("a ViewSpacing has no method '\(name)'", at: arguments.location, hint: "write `distance(to: other.spacing, along: .horizontal)`")
    }
    try arguments.check(["to", "along"])
    guard let target = arguments["to"], case .viewSpacing(let next) = target.value else {
      throw Diagnostic("'distance' needs `to:` another subview's spacing", at: arguments.location,
                       hint: "write subviews[i].spacing.distance(to: subviews[i + 1].spacing, along: .horizontal)")
    }
    let axis = try choice(arguments["along"], default: Axis.horizontal, ["horizontal": .horizontal, "vertical": .vertical])
    return .number(try subviews(at: arguments.location).spacing(from: index, to: next, along: axis))
  }

  /// `subview.sizeThatFits(_:)`, `subview.dimensions(in:)` and `subview.place(at:anchor:proposal:)`.
  func subviewMethod(_ name: String, of index: Int, _ arguments: Arguments) throws(Diagnostic) -> Value {
    let proxy = try subviews(at: arguments.location)
    switch name {
    case "sizeThatFits":
      // `size:` is `_QuickLayoutViewImplementation.sizeThatFits(self, size:)` in a UIKit view's override.
      try arguments.check(["_", "size"])
      let proposed: EvaluatedArgument
      if let size = arguments["size"] { proposed = size } else { proposed = try required(arguments, 0, "a ProposedViewSize") }
      return .size(proxy.sizeThatFits(index, try proposal(proposed)))
    case "dimensions":
      try arguments.check(["in"])
      guard let argument = arguments["in"] else { throw Diagnostic("'dimensions' needs `in:` a proposal", at: arguments.location) }
      return .dimensions(proxy.dimensions(index, try proposal(argument)))
    case "place":
      try arguments.check(["at", "anchor", "proposal"])
      guard let at = arguments["at"], let proposed = arguments["proposal"] else {
        throw Diagnostic("'place' needs `at:` a point and `proposal:` a size", at: arguments.location,
                         hint: "write subview.place(at: point, anchor: .topLeading, proposal: .unspecified)")
      }
      let position = try convert(at, default: Point.zero, "a CGPoint") { $0.pointValue }
      let anchor = try convert(arguments["anchor"], default: UnitPoint.named["topLeading"]!, "a UnitPoint") { $0.unitPointValue }
      proxy.place(index, at: position, anchor: anchor, proposal: try proposal(proposed))
      return .void
    default:
      throw Diagnostic("a LayoutSubview has no method '\(name)'", at: arguments.location,
                       hint: didYouMean(name, among: ["sizeThatFits", "dimensions", "place"]))
    }
  }

  /// `subview[Key.self]`: the value the subview sets for the key, else the key's default.
  func layoutValue(_ key: Value, of index: Int, at location: SourceLocation) throws(Diagnostic) -> Value {
    guard case .type(let name) = key, let defaultValue = declarations.layoutValueKeys[name] else {
      throw Diagnostic("a LayoutSubview is subscripted by a LayoutValueKey type, not \(key.typeDescription)", at: location,
                       hint: "write subview[MyKey.self], with `struct MyKey: LayoutValueKey { static let defaultValue = … }`")
    }
    if let set = try subviews(at: location).layoutValue(name, of: index), let value = set.value as? Value { return value }
    return try evaluate(defaultValue)
  }

  /// A proposal argument: a `ProposedViewSize`, `.unspecified`, `.zero` or `.infinity`.
  private func proposal(_ argument: EvaluatedArgument) throws(Diagnostic) -> ProposedSize {
    try convert(argument, default: ProposedSize(width: nil, height: nil), "a ProposedViewSize",
                { $0.proposalValue })
  }
}
