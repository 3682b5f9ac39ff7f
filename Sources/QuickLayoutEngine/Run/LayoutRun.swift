import LayoutCore

/// One layout run over a compiled tree: the buffers every node writes its result into (its
/// size, its position in its parent, its guides), the measurement log, and the scratch space
/// containers share, all allocated once per run.
struct LayoutRun {
  let tree: LayoutTree
  let grid: PixelGrid
  /// 1 for the `sizeThatFits` pass of a `.fit` canvas, 2 for the layout after it.
  var pass = 1
  var log: MeasurementLog
  /// Each node's size from its last layout.
  let sizes: NodeBuffer<Size>
  /// Each node's origin in its parent's node, from its parent's last layout.
  let positions: NodeBuffer<Point>
  /// The spacing a stack puts after each child, from the stack's last layout.
  let spacings: NodeBuffer<Double>
  var guides: GuideStore
  /// The flexible children of the stacks being laid out, innermost last.
  var pending: [PendingChild] = []
  /// The lines of every flow from its last layout, by flow slot.
  var flowLines: [[FlowLine]]
  /// The sizing state of every grid, by grid slot.
  var gridStates: [GridState]
  /// Proposals and details, when the run records them.
  var details: DetailLog?
  /// The code of every custom layout, by custom layout slot, once started.
  var customStates: [CustomLayoutState?]
  /// The `sizeThatFits` overrides of hosted views, by sizing slot, once started.
  var sizingStates: [ViewSizingState?]
  /// What failed in custom layouts' and views' code, in order.
  var failures: [CustomLayoutFailure] = []

  /// A run over `tree` for `viewCount` views, its buffers allocated.
  init(tree: LayoutTree, grid: PixelGrid, viewCount: Int, recordingDetails: Bool) {
    self.tree = tree
    self.grid = grid
    let count = tree.nodes.count
    log = MeasurementLog(viewCount: viewCount, keepsRecords: recordingDetails)
    // A view is proposed about twice per pass.
    log.reserveCapacity(tree.leafCount * 4)
    sizes = NodeBuffer(count: count, initial: .zero)
    positions = NodeBuffer(count: count, initial: .zero)
    spacings = NodeBuffer(count: count, initial: 0)
    guides = GuideStore(count: count, enabled: tree.hasGuides)
    flowLines = Array(repeating: [], count: tree.flowCount)
    gridStates = Array(repeating: GridState(), count: tree.gridCount)
    customStates = Array(repeating: nil, count: tree.customLayouts.count)
    sizingStates = Array(repeating: nil, count: tree.sizings.count)
    details = recordingDetails ? DetailLog(count: count) : nil
  }

  /// Frees the buffers.
  func deallocate() {
    sizes.deallocate()
    positions.deallocate()
    spacings.deallocate()
    guides.deallocate()
    details?.deallocate()
  }

  /// QuickLayout's third question: lays node `node` out for `proposal`, writes its size (and
  /// guides) and returns the size. The caller places it.
  mutating func layout(_ node: Int, _ proposal: Size, _ environment: LayoutEnvironment) -> Size {
    guides.clear(node)
    let size: Size
    switch tree.nodes[node].op {
    case .leaf(let leaf): size = leaf.layout(proposal, &self, environment)
    case .host(let host): size = host.layout(node, proposal, &self, environment)
    case .stack(let stack): size = stack.layout(node, proposal, &self, environment)
    case .zStack(let zStack): size = zStack.layout(node, proposal, &self, environment)
    case .flow(let flow): size = flow.layout(node, proposal, &self, environment)
    case .grid(let grid): size = grid.layout(node, proposal, &self, environment)
    case .custom(let custom): size = custom.layout(node, proposal, &self, environment)
    case .spacer(let spacer): size = spacer.layout(proposal, mainAxis: tree.nodes[node].mainAxis)
    case .empty: size = .zero
    case .modifier(let modifier): size = modifier.layout(node, proposal, &self, environment)
    }
    sizes[node] = size
    details?.record(node, proposal: proposal, size: size, pass: pass, reason: environment.reason)
    return size
  }

  /// Lays out the only child of a node the way single-child containers wrap it: at the
  /// node's origin, its guides passed up, its size the node's.
  mutating func wrap(_ child: Int, of node: Int, _ proposal: Size, _ environment: LayoutEnvironment) -> Size {
    let size = layout(child, proposal, environment)
    place(child, at: .zero, passingGuidesUpTo: node)
    return size
  }

  /// Puts `child` at `position` in its parent `node`, passing its guides up to `node`.
  mutating func place(_ child: Int, at position: Point, passingGuidesUpTo node: Int) {
    positions[child] = position
    passGuidesUp(from: child, at: position, to: node)
  }
}
