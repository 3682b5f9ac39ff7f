import LayoutEngine

/// SwiftUI's ZStack: sized by its highest-priority children, aligned on one guide; when
/// placing, every child is proposed the ZStack's own size.
struct ZStackLayout {
  let node: SwiftUINode
  let alignment: Alignment
  let run: SwiftUIRun

  /// The extent of the highest-priority children proposed `proposal`, aligned.
  func size(for proposal: ProposedSize) -> Size {
    let (low, high) = extent(proposal)
    return Size(width: high.x - low.x, height: high.y - low.y)
  }

  /// The children's origins when each is proposed `size` (the ZStack's size), lined up so
  /// that the highest-priority children's extent starts at the ZStack's origin.
  func placements(size: Size) -> [Placement] {
    let proposal = ProposedSize(size)
    let (low, _) = extent(proposal)
    return node.children.map { child in
      let childSize = child.size(for: proposal, run, reason: .placement)
      let guide = guideOffset(child, size: childSize, proposal: proposal)
      return Placement(node: child, proposal: proposal, origin: Point(x: -guide.x - low.x, y: -guide.y - low.y))
    }
  }

  private func extent(_ proposal: ProposedSize) -> (low: Point, high: Point) {
    let top = node.children.map(\.priority).max() ?? 0
    var low = Point(x: Double.infinity, y: .infinity)
    var high = Point(x: -Double.infinity, y: -.infinity)
    for child in node.children where child.priority == top {
      let childSize = child.size(for: proposal, run, reason: .zStackChild)
      let guide = guideOffset(child, size: childSize, proposal: proposal)
      low = Point(x: min(low.x, -guide.x), y: min(low.y, -guide.y))
      high = Point(x: max(high.x, -guide.x + childSize.width), y: max(high.y, -guide.y + childSize.height))
    }
    guard low.x.isFinite, low.y.isFinite else { return (.zero, .zero) }
    return (low, high)
  }

  private func guideOffset(_ child: SwiftUINode, size: Size, proposal: ProposedSize) -> Point {
    Point(x: run.value(of: alignment.horizontal.id, for: child, size: size, proposal: proposal),
          y: run.value(of: alignment.vertical.id, for: child, size: size, proposal: proposal))
  }
}
