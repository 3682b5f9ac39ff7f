import LayoutCore

extension Stack {
  /// Lays out the stack for `proposal`; with `idealLayout`, first with an unbounded cross
  /// axis, then again at the largest child cross length when the children disagree.
  func layout(_ proposal: Size, _ context: LayoutContext) -> LayoutNode {
    guard !children.isEmpty else { return .empty(kind) }
    guard idealLayout else { return arrange(proposal, context) }
    let cross = proposal.cross(axis)
    let unbounded = proposal.with(.infinity, along: axis.cross)
    let first = arrange(unbounded, context)
    if !childrenDisagreeOnCross(first) && Fuzzy.lessOrEqual(first.size.cross(axis), cross) {
      return first
    }
    let widest = first.children.reduce(first.children.first?.node.size.cross(axis) ?? 0) { max($0, $1.node.size.cross(axis)) }
    return arrange(proposal.with(min(widest, cross), along: axis.cross), context)
  }

  var kind: NodeKind { axis == .horizontal ? .hStack : .vStack }

  /// True when a child other than a spacer has a cross length different from the first child's.
  private func childrenDisagreeOnCross(_ node: LayoutNode) -> Bool {
    guard let first = node.children.first?.node.size.cross(axis) else { return false }
    for (child, placed) in zip(children, node.children) where placed.node.size.cross(axis) != first && !child.isSpacer {
      return true
    }
    return false
  }

  /// One pass of QuickLayout's stack algorithm: fixed-size children first, in order; then the
  /// others by priority group, highest first, sharing what is left; then placement along the
  /// main axis and across it by the alignment guide.
  private func arrange(_ proposal: Size, _ context: LayoutContext) -> LayoutNode {
    if children.count == 1 {
      return .wrapping(children[0].layout(proposal, context.proposing(.singleChild, toChild: 0)), kind: kind)
    }
    var sizing = StackSizing(stack: self, proposal: proposal, context: context)
    sizing.measure()
    return place(sizing.nodes, spacingAfter: sizing.spacingAfter, context)
  }

  /// Places measured children along the main axis (right to left for an HStack in RTL) and
  /// across it where their alignment guides meet; the stack is the union of their frames.
  private func place(_ nodes: [LayoutNode], spacingAfter: [Double], _ context: LayoutContext) -> LayoutNode {
    let reversed = context.direction == .rightToLeft && axis == .horizontal
    let order = reversed ? Array(nodes.indices.reversed()) : Array(nodes.indices)
    var longestGuide = 0.0
    for index in order {
      longestGuide = max(longestGuide, context.value(of: alignment, in: nodes[index].dimensions))
    }
    var caret = 0.0
    var bounds = Rect.zero
    var placed: [PlacedNode] = []
    placed.reserveCapacity(nodes.count)
    for index in order {
      let node = nodes[index]
      let spacing = reversed ? (index > 0 ? spacingAfter[index - 1] : 0) : spacingAfter[index]
      let cross = longestGuide - context.value(of: alignment, in: node.dimensions)
      let position = context.grid.position(Point(main: caret, cross: cross, axis: axis))
      caret += node.size.main(axis) + spacing
      bounds = bounds.union(Rect(origin: position, size: node.size))
      placed.append(PlacedNode(node, at: position))
    }
    if reversed { placed.reverse() }
    let size = Size(width: context.grid.position(bounds.size.width), height: context.grid.position(bounds.size.height))
    return LayoutNode(kind: kind, size: size, children: placed, guides: .averaged(from: placed.lazy.map { ($0.node.dimensions, $0.position) }, direction: context.direction))
  }
}
