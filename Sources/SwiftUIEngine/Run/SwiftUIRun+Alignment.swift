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

  /// The explicit value of `alignment` `node` has at `size` for `proposal`, or nil: set by
  /// `alignmentGuide`, passed up through modifiers (shifted by the child's origin), and out
  /// of a stack only for custom alignments, averaged over the children that have one.
  mutating func explicitValue(of alignment: AlignmentID, _ node: Int, size: Size, proposal: ProposedSize) -> Double? {
    guard tree.nodes[node].hasGuides else { return nil }
    switch tree.nodes[node].op {
    case .leaf, .spacer, .emptyStack, .geometryReader, .scrollView, .viewThatFits, .grid, .lazyGrid, .custom:
      return nil
    case .stack, .zStack:
      guard !alignment.isBuiltIn else { return nil }
      return combined(alignment, node, size: size, proposal: proposal)
    case .alignmentGuide(let guide) where tree.guides[guide].alignment == alignment:
      let dimensions = self.dimensions(of: tree.child(node), size: size, proposal: proposal)
      let value = tree.guides[guide].function(ViewDimensions(dimensions, direction: .leftToRight))
      return value.isFinite ? value : 0
    case .layoutPriority, .alignmentGuide, .transparent, .ignoresSafeArea, .offset, .layer:
      return explicitValue(of: alignment, tree.child(node), size: size, proposal: proposal)
    case .padding, .frame, .flexibleFrame, .fixedSize, .aspectRatio:
      let mark = placements.count
      defer { forgetPlacements(from: mark) }
      appendPlacements(of: node, size: size, proposal: proposal)
      guard placements.count > mark else { return nil }
      let placement = placements[mark]
      let childSize = self.size(placement.node, placement.proposal, reason: .placement)
      return explicitValue(of: alignment, placement.node, size: childSize, proposal: placement.proposal)
        .map { $0 + placement.origin.coordinate(along: alignment.axis) }
    }
  }

  /// The average of the explicit values of `alignment` of a stack's children (in their own
  /// coordinates, as SwiftUI combines them), nil when none has one.
  private mutating func combined(_ alignment: AlignmentID, _ node: Int, size: Size, proposal: ProposedSize) -> Double? {
    let mark = placements.count
    defer { forgetPlacements(from: mark) }
    appendPlacements(of: node, size: size, proposal: proposal)
    var total = 0.0
    var found = 0
    for slot in mark..<placements.count {
      let placement = placements[slot]
      let childSize = self.size(placement.node, placement.proposal, reason: .placement)
      if let value = explicitValue(of: alignment, placement.node, size: childSize, proposal: placement.proposal) {
        total += value
        found += 1
      }
    }
    return found == 0 ? nil : total / Double(found)
  }
}
