import LayoutCore

/// SwiftUI's ZStack of two children or more (OpenSwiftUI's `_ZStackLayout`): as large as its
/// largest highest-priority child on each axis; when placing, every child is proposed the
/// ZStack's own size and aligned on one guide, the highest-priority children's aligned extent
/// starting at the ZStack's origin. Custom guides set inside leave it averaged where it places
/// the children that set them, built-in ones not.
struct ZStackRule: SwiftUIRule {
  let alignment: AlignmentPair

  /// The largest width and height of the highest-priority children proposed `proposal`.
  func size(_ node: Int, _ proposal: ProposedSize, reason: ProposalReason, _ run: inout SwiftUIRun) -> Size {
    let top = topPriority(node, run)
    var largest = Size.zero
    for position in 0..<run.tree.nodes[node].childCount {
      guard run.priority(ofChild: position, of: node) == top else { continue }
      let child = run.tree.child(node, position)
      let size = run.size(child, proposal, reason: .zStackChild)
      largest = Size(width: max(largest.width, size.width), height: max(largest.height, size.height))
    }
    return largest
  }

  /// Appends the children's placements when each is proposed `size` (the ZStack's size), lined
  /// up so that the highest-priority children's extent starts at the ZStack's origin.
  func appendPlacements(_ node: Int, size: Size, proposal: ProposedSize, _ run: inout SwiftUIRun) {
    let childProposal = ProposedSize(size)
    let low = start(node, childProposal, &run)
    for position in 0..<run.tree.nodes[node].childCount {
      let child = run.tree.child(node, position)
      let childSize = run.size(child, childProposal, reason: .placement)
      let guide = guideOffset(child, size: childSize, proposal: childProposal, &run)
      run.placements.append(Placement(node: child, proposal: childProposal, origin: Point(x: -guide.x - low.x, y: -guide.y - low.y)))
    }
  }

  /// A custom guide set inside: the average of the children's values where the ZStack places
  /// them (each child's value plus its origin: `Layout`'s default `explicitAlignment`, which
  /// `_ZStackLayout` keeps); a built-in one does not leave it.
  func explicitValue(of alignment: AlignmentID, _ node: Int, size: Size, proposal: ProposedSize, _ run: inout SwiftUIRun) -> Double? {
    alignment.isBuiltIn ? nil : run.combinedExplicitValue(of: alignment, node, size: size, proposal: proposal, projected: true)
  }

  func resultKind(in tree: SwiftUITree) -> NodeKind? { .zStack }
  func scriptName(in tree: SwiftUITree) -> String { "ZStack" }

  /// The highest priority among the children (0 for none).
  private func topPriority(_ node: Int, _ run: SwiftUIRun) -> Double {
    let count = run.tree.nodes[node].childCount
    guard count > 0 else { return 0 }
    var top = -Double.infinity
    for position in 0..<count { top = max(top, run.priority(ofChild: position, of: node)) }
    return top
  }

  /// Where the highest-priority children proposed `proposal` start when their guides meet
  /// at the origin.
  private func start(_ node: Int, _ proposal: ProposedSize, _ run: inout SwiftUIRun) -> Point {
    let top = topPriority(node, run)
    var low = Point(x: Double.infinity, y: .infinity)
    for position in 0..<run.tree.nodes[node].childCount {
      guard run.priority(ofChild: position, of: node) == top else { continue }
      let child = run.tree.child(node, position)
      let childSize = run.size(child, proposal, reason: .zStackChild)
      let guide = guideOffset(child, size: childSize, proposal: proposal, &run)
      low = Point(x: min(low.x, -guide.x), y: min(low.y, -guide.y))
    }
    return low.x.isFinite && low.y.isFinite ? low : .zero
  }

  private func guideOffset(_ child: Int, size: Size, proposal: ProposedSize, _ run: inout SwiftUIRun) -> Point {
    Point(x: run.value(of: alignment.horizontal, for: child, size: size, proposal: proposal),
          y: run.value(of: alignment.vertical, for: child, size: size, proposal: proposal))
  }
}
