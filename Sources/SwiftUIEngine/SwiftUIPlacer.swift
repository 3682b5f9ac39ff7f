import LayoutEngine

/// Places the laid-out nodes from the root down, as SwiftUI commits geometry: every child
/// takes the size it answers for the proposal its parent places it with. Builds the result's
/// node tree and every leaf's displayed frame.
struct SwiftUIPlacer {
  let run: SwiftUIRun
  let grid: DisplayGrid

  func place(_ node: SwiftUINode, size: Size, proposal: ProposedSize, at origin: Point, frames: inout [Rect?]) -> LayoutNode {
    if case .leaf(let view) = node.kind {
      if view.id >= frames.count { frames += Array(repeating: nil, count: view.id + 1 - frames.count) }
      frames[view.id] = grid.displayed(Rect(origin: origin, size: size))
      return LayoutNode(kind: .view, size: size, viewID: view.id)
    }
    var children: [PlacedNode] = []
    for placement in node.placements(size: size, proposal: proposal, run) {
      let childSize = placement.node.size(for: placement.proposal, run, reason: .placement)
      let child = place(placement.node, size: childSize, proposal: placement.proposal, at: origin + placement.origin, frames: &frames)
      children.append(PlacedNode(child, at: placement.origin))
    }
    guard let kind = node.resultKind else { return children[0].node }
    return LayoutNode(kind: kind, size: size, children: children)
  }
}

extension SwiftUINode {
  /// The kind of node this one is in the result tree; nil for one that shows as its child.
  var resultKind: NodeKind? {
    switch kind {
    case .leaf: return .view
    case let .stack(axis, _, _): return axis == .horizontal ? .hStack : .vStack
    case .zStack: return .zStack
    case .geometryReader: return .geometryReader
    case .spacer: return .spacer
    case .emptyStack: return .empty
    case .padding: return .padding
    case .frame: return .frame
    case .flexibleFrame: return .flexibleFrame
    case .fixedSize: return .fixedSize
    case .alignmentGuide: return .alignmentGuide
    case .layoutPriority, .transparent: return nil
    }
  }
}
