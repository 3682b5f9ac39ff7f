import LayoutCore

/// SwiftUI's ZStack: as large as its largest highest-priority child on each axis; when
/// placing, every child is proposed the ZStack's own size and aligned on one guide, the
/// highest-priority children's aligned extent starting at the ZStack's origin.
struct ZStackLayout {
  let node: SwiftUINode
  let alignment: Alignment
  let run: SwiftUIRun

  /// The largest width and height of the highest-priority children proposed `proposal`.
  func size(for proposal: ProposedSize) -> Size {
    let top = node.children.map(\.priority).max() ?? 0
    return node.children.filter { $0.priority == top }.reduce(Size.zero) { largest, child in
      let size = child.size(for: proposal, run, reason: .zStackChild)
      return Size(width: max(largest.width, size.width), height: max(largest.height, size.height))
    }
  }

  /// The children's origins when each is proposed `size` (the ZStack's size), lined up so
  /// that the highest-priority children's extent starts at the ZStack's origin.
  func placements(size: Size) -> [Placement] {
    let proposal = ProposedSize(size)
    let low = start(proposal)
    return node.children.map { child in
      let childSize = child.size(for: proposal, run, reason: .placement)
      let guide = guideOffset(child, size: childSize, proposal: proposal)
      return Placement(node: child, proposal: proposal, origin: Point(x: -guide.x - low.x, y: -guide.y - low.y))
    }
  }

  /// Where the highest-priority children proposed `proposal` start when their guides meet
  /// at the origin.
  private func start(_ proposal: ProposedSize) -> Point {
    let top = node.children.map(\.priority).max() ?? 0
    var low = Point(x: Double.infinity, y: .infinity)
    for child in node.children where child.priority == top {
      let childSize = child.size(for: proposal, run, reason: .zStackChild)
      let guide = guideOffset(child, size: childSize, proposal: proposal)
      low = Point(x: min(low.x, -guide.x), y: min(low.y, -guide.y))
    }
    return low.x.isFinite && low.y.isFinite ? low : .zero
  }

  private func guideOffset(_ child: SwiftUINode, size: Size, proposal: ProposedSize) -> Point {
    Point(x: run.value(of: alignment.horizontal.id, for: child, size: size, proposal: proposal),
          y: run.value(of: alignment.vertical.id, for: child, size: size, proposal: proposal))
  }
}
