import LayoutCore

/// Places the laid-out nodes from the root down, as SwiftUI commits geometry: every child
/// takes the size it answers for the proposal its parent places it with. Builds the result's
/// node tree (frames in canvas coordinates, unrounded) and every leaf's displayed frame.
struct SwiftUIPlacer {
  let run: SwiftUIRun
  let grid: DisplayGrid
  var frames: [Rect?]
  var flexibility: [AxesFlexibility?] = []
  /// What `:explain` says of each view its stack sized, when the run records details.
  var notes: [Int: [String]] = [:]
  var tree = ResultTree()

  mutating func place(_ node: SwiftUINode, size: Size, proposal: ProposedSize, at origin: Point) {
    let index = node.resultKind.map { tree.open(ResultNode(kind: $0, frame: Rect(origin: origin, size: size), viewID: node.viewID)) }
    if case .leaf(let view) = node.kind {
      let id = view.id
      if id >= frames.count { frames += Array(repeating: nil, count: id + 1 - frames.count) }
      if id >= flexibility.count { flexibility += Array(repeating: nil, count: id + 1 - flexibility.count) }
      frames[id] = grid.displayed(Rect(origin: origin, size: size))
      flexibility[id] = view.kind.swiftUIFlexibility
    }
    if run.recordsDetails, case let .stack(axis, alignment, spacing) = node.kind {
      let placing = SwiftUINode.placing(proposal, size: size, axis: axis)
      let geometry = node.stackGeometry(placing, axis: axis, alignment: alignment, spacing: spacing, run)
      let order = placing[axis] == nil ? nil : node.fittingOrder(axis: axis, cross: placing[axis.cross], run)
      for note in StackExplanation(node: node, axis: axis, geometry: geometry, order: order).notes {
        notes[note.id, default: []].append(note.text)
      }
    }
    for placement in node.placements(size: size, proposal: proposal, run) {
      let childSize = placement.node.size(for: placement.proposal, run, reason: .placement)
      place(placement.node, size: childSize, proposal: placement.proposal, at: origin + placement.origin)
    }
    if let index { tree.close(index) }
  }
}

extension SwiftUINode {
  /// The view this node gives a frame to, for leaves.
  var viewID: Int? {
    if case .leaf(let view) = kind { return view.id }
    return nil
  }

  /// The kind of node this one is in the result tree; nil for one that shows as its child.
  var resultKind: NodeKind? {
    switch kind {
    case .leaf: return .view
    case let .stack(axis, _, _): return axis == .horizontal ? .hStack : .vStack
    case .zStack: return .zStack
    case .grid, .lazyGrid: return .grid
    case .custom(let layout, _): return .customLayout(InternedString(layout.rule.summary))
    case .geometryReader: return .geometryReader
    case .scrollView: return .scrollView
    case .spacer: return .spacer
    case .emptyStack: return .empty
    case .padding: return .padding
    case .frame: return .frame
    case .flexibleFrame: return .flexibleFrame
    case .fixedSize: return .fixedSize
    case .aspectRatio: return .aspectRatio
    case .alignmentGuide: return .alignmentGuide
    case .offset: return .offset
    case .layer(.overlay, _): return .overlay
    case .layer(.background, _): return .background
    case .layoutPriority, .transparent, .viewThatFits: return nil
    }
  }
}
