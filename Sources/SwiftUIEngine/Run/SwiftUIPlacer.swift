import LayoutCore

/// Places the laid-out nodes from the root down, as SwiftUI commits geometry: every child
/// takes the size it answers for the proposal its parent places it with. Builds the result's
/// node tree (frames in canvas coordinates, unrounded) and every leaf's displayed frame.
struct SwiftUIPlacer {
  let grid: DisplayGrid
  var frames: [Rect?]
  var flexibility: [AxesFlexibility?] = []
  /// What `:explain` says of each view its stack sized, when the run records details.
  var notes: [Int: [String]] = [:]
  var tree = ResultTree()
  /// The canvas's safe area, when it has one: where `ignoresSafeArea` extends views to.
  var safeAreaRule: SafeAreaRule?

  mutating func place(_ node: Int, size: Size, proposal: ProposedSize, at origin: Point, _ run: inout SwiftUIRun) {
    let op = run.tree.nodes[node].op
    if case .ignoresSafeArea(let edges) = op { return placeIgnoringSafeArea(node, edges: edges, size: size, at: origin, &run) }
    let index = run.tree.resultKind(of: node).map {
      tree.open(ResultNode(kind: $0, frame: Rect(origin: origin, size: size), viewID: run.tree.viewID(of: node)))
    }
    if case .leaf(let leaf) = op {
      let id = leaf.viewID
      if id >= frames.count { frames += Array(repeating: nil, count: id + 1 - frames.count) }
      if id >= flexibility.count { flexibility += Array(repeating: nil, count: id + 1 - flexibility.count) }
      frames[id] = grid.displayed(Rect(origin: origin, size: size))
      flexibility[id] = run.tree.leaves[leaf.leaf].kind.swiftUIFlexibility
    }
    if run.recordsDetails, case let .stack(axis, alignment) = op { explain(node, axis: axis, alignment: alignment, size: size, proposal: proposal, &run) }
    let mark = run.placements.count
    run.appendPlacements(of: node, size: size, proposal: proposal)
    for slot in mark..<run.placements.count {
      let placement = run.placements[slot]
      let childSize = run.size(placement.node, placement.proposal, reason: .placement)
      place(placement.node, size: childSize, proposal: placement.proposal, at: origin + placement.origin, &run)
    }
    run.forgetPlacements(from: mark)
    if let index { tree.close(index) }
  }

  /// Notes, for every view under stack `node`, where the stack sized it.
  private mutating func explain(_ node: Int, axis: Axis, alignment: AlignmentRef, size: Size, proposal: ProposedSize, _ run: inout SwiftUIRun) {
    let placing = SwiftUIRun.placing(proposal, size: size, axis: axis)
    let geometry = run.stackGeometry(node, placing, axis: axis, alignment: alignment)
    let order = placing[axis] == nil ? nil : run.fittingOrder(node, axis: axis, cross: placing[axis.cross])
    for note in StackExplanation(node: node, axis: axis, geometry: geometry, order: order).notes(run) {
      notes[note.id, default: []].append(note.text)
    }
  }
}

extension SwiftUITree {
  /// The view `node` gives a frame to, for leaves.
  func viewID(of node: Int) -> Int? {
    if case .leaf(let leaf) = nodes[node].op { return leaf.viewID }
    return nil
  }

  /// The kind of node `node` is in the result tree; nil for one that shows as its child.
  func resultKind(of node: Int) -> NodeKind? {
    switch nodes[node].op {
    case .leaf: return .view
    case .stack(let axis, _): return axis == .horizontal ? .hStack : .vStack
    case .zStack: return .zStack
    case .grid, .lazyGrid: return .grid
    case .custom(let slot): return .customLayout(InternedString(customLayouts[slot].layout.rule.summary))
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
    case .layoutPriority, .transparent, .ignoresSafeArea, .viewThatFits: return nil
    }
  }
}
