import LayoutCore

/// A ZStack: every child is proposed the ZStack's own proposal, and they are aligned on the
/// child with the longest guide on each axis.
struct ZStackLayout {
  let children: [Element]
  let alignment: Alignment

  func layout(_ proposal: Size, _ context: LayoutContext) -> LayoutNode {
    guard !children.isEmpty else { return .empty(.zStack) }
    let inner = context.proposing(children.count == 1 ? .singleChild : .zStackChild)
    if children.count == 1 {
      return .wrapping(children[0].layout(proposal, inner.forChild(0)), kind: .zStack)
    }
    let nodes = children.indices.map { children[$0].layout(proposal, inner.forChild($0)) }
    let horizontal = nodes.map { context.value(of: alignment.horizontal.id, in: $0.dimensions) }
    let vertical = nodes.map { context.value(of: alignment.vertical.id, in: $0.dimensions) }
    let maxX = horizontal.max() ?? 0, maxY = vertical.max() ?? 0
    var bounds = Rect.zero
    let placed = nodes.indices.map { index in
      func clean(_ value: Double) -> Double { value.isNaN ? 0 : value }
      let position = Point(x: clean(maxX - horizontal[index]), y: clean(maxY - vertical[index]))
      bounds = bounds.union(Rect(origin: position, size: nodes[index].size))
      return PlacedNode(nodes[index], at: position)
    }
    return LayoutNode(kind: .zStack, size: bounds.size, children: placed, guides: .averaged(from: placed.lazy.map { ($0.node.dimensions, $0.position) }, direction: context.direction))
  }
}
