import LayoutCore

extension SwiftUIRun {
  /// The value of `alignment` (one of the tree's) for `node` at `size`: a built-in one's
  /// default straight away when no guide sits under the node.
  mutating func value(of alignment: AlignmentRef, for node: Int, size: Size, proposal: ProposedSize) -> Double {
    if !tree.nodes[node].hasGuides, let value = alignment.builtInValue(in: size) { return value.isFinite ? value : 0 }
    return value(of: tree[alignment], for: node, size: size, proposal: proposal)
  }

  /// The value of `alignment` for `node` at `size`: its explicit value, else the default.
  mutating func value(of alignment: AlignmentID, for node: Int, size: Size, proposal: ProposedSize) -> Double {
    if let explicit = explicitValue(of: alignment, node, size: size, proposal: proposal) { return explicit }
    let dimensions = alignment.isBuiltIn ? ElementDimensions(size) : self.dimensions(of: node, size: size, proposal: proposal)
    let value = alignment.defaultValue(in: ViewDimensions(dimensions, direction: .leftToRight))
    return value.isFinite ? value : 0
  }

  /// Where `node`, laid out at `size` for `proposal`, sits in a `container` of that size so that
  /// its `alignment` guides meet the container's (a frame's child, a layer, a grid cell).
  mutating func offset(of node: Int, size: Size, proposal: ProposedSize, aligned alignment: Alignment, in container: Size) -> Point {
    let frame = ViewDimensions(ElementDimensions(container), direction: .leftToRight)
    return Point(x: alignment.horizontal.id.defaultValue(in: frame) - value(of: alignment.horizontal.id, for: node, size: size, proposal: proposal),
                 y: alignment.vertical.id.defaultValue(in: frame) - value(of: alignment.vertical.id, for: node, size: size, proposal: proposal))
  }

  /// The same for an alignment of the tree's.
  mutating func offset(of node: Int, size: Size, proposal: ProposedSize, aligned alignment: AlignmentPair, in container: Size) -> Point {
    let named = Alignment(horizontal: HorizontalAlignment(tree[alignment.horizontal]), vertical: VerticalAlignment(tree[alignment.vertical]))
    return offset(of: node, size: size, proposal: proposal, aligned: named, in: container)
  }

  /// What a guide closure sees of `node`: its size and its explicit values.
  mutating func dimensions(of node: Int, size: Size, proposal: ProposedSize) -> ElementDimensions {
    var values: [(AlignmentID, Double)] = []
    for id in tree.guided {
      if let value = explicitValue(of: id, node, size: size, proposal: proposal) { values.append((id, value)) }
    }
    return ElementDimensions(size, explicitValues: values)
  }

  /// The explicit value of `alignment` `node` has at `size` for `proposal`, or nil: its rule's
  /// (set by `alignmentGuide`, passed up through modifiers shifted by the child's origin, and
  /// out of a stack only for custom alignments), asked only when a guide sits under the node.
  mutating func explicitValue(of alignment: AlignmentID, _ node: Int, size: Size, proposal: ProposedSize) -> Double? {
    guard tree.nodes[node].hasGuides else { return nil }
    return tree.nodes[node].op.apply(ExplicitValueCall(alignment: alignment, node: node, size: size, proposal: proposal), &self)
  }

  /// The average of the explicit values of `alignment` of a container's children, nil when none
  /// has one. A stack averages them in the children's own coordinates (OpenSwiftUI's
  /// `StackLayout.explicitAlignment` reads each child's `dimensions[explicit:]`); a container
  /// that keeps `Layout`'s default, a ZStack, averages them `projected`, each child's value plus
  /// its origin in the container (`Layout.explicitAlignment`'s default, `defaultAlignment`, combines
  /// `origin + value`: "the explicit child guide value, as projected into the parent's coordinate
  /// space", `AlignmentID._combineExplicit`'s doc comment).
  mutating func combinedExplicitValue(of alignment: AlignmentID, _ node: Int, size: Size, proposal: ProposedSize,
                                      projected: Bool = false) -> Double? {
    let mark = placements.count
    defer { forgetPlacements(from: mark) }
    appendPlacements(of: node, size: size, proposal: proposal)
    var total = 0.0
    var found = 0
    for slot in mark..<placements.count {
      let placement = placements[slot]
      let childSize = self.size(placement.node, placement.proposal, reason: .placement)
      if let value = explicitValue(of: alignment, placement.node, size: childSize, proposal: placement.proposal) {
        total += projected ? value + placement.origin.coordinate(along: alignment.axis) : value
        found += 1
      }
    }
    return found == 0 ? nil : total / Double(found)
  }
}

/// A node's rule asked an explicit alignment value (`SwiftUIRule.explicitValue`).
private struct ExplicitValueCall: RuleCall {
  let alignment: AlignmentID
  let node: Int
  let size: Size
  let proposal: ProposedSize

  func callAsFunction<Rule: SwiftUIRule>(_ rule: Rule, _ run: inout SwiftUIRun) -> Double? {
    rule.explicitValue(of: alignment, node, size: size, proposal: proposal, &run)
  }
}
