import LayoutCore

/// The last step of a run: the result tree straight from the compiled tree and the run's
/// buffers, every node at its place in the canvas, and every view its frame, as QuickLayout
/// sets `bounds` and `center`.
struct ResultBuilder {
  let run: LayoutRun
  private(set) var frames: [Rect?]
  private(set) var tree = ResultTree()

  /// A builder over the buffers of `run`, with room for `viewCount` views' frames.
  init(run: LayoutRun, viewCount: Int) {
    self.run = run
    frames = Array(repeating: nil, count: viewCount)
    tree.reserve(run.tree.nodes.count)
  }

  /// Adds node `node`'s result node (the node its pass-through modifiers stand for) at
  /// `origin`, and everything under it.
  mutating func add(_ node: Int, at origin: Point, _ direction: LayoutDirection) {
    var real = node, direction = direction
    while run.tree.nodes[real].resultKind == nil, case .modifier(let modifier) = run.tree.nodes[real].op {
      if case .layoutDirection(let rule) = modifier { direction = rule.direction }
      real = run.tree.child(real, 0)
    }
    let size = run.sizes[real]
    let viewID = run.tree.nodes[real].op.viewID
    if let viewID {
      if viewID >= frames.count { frames += Array(repeating: nil, count: viewID + 1 - frames.count) }
      let center = Point(x: origin.x + size.width * 0.5, y: origin.y + size.height * 0.5)
      frames[viewID] = Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }
    let index = tree.open(ResultNode(kind: run.tree.nodes[real].resultKind ?? .empty, frame: Rect(origin: origin, size: size), viewID: viewID,
                                     detail: run.details == nil ? nil : detail(of: node)))
    addChildren(of: real, at: origin, direction)
    tree.close(index)
  }

  private mutating func addChildren(of node: Int, at origin: Point, _ direction: LayoutDirection) {
    switch run.tree.nodes[node].op {
    case .leaf, .spacer, .empty:
      return
    case .stack, .zStack, .custom, .host:
      addChildren(run.tree.childRange(node), at: origin, direction)
    case .flow(let flow):
      guard run.tree.nodes[node].childCount > 1 else { return addChildren(run.tree.childRange(node), at: origin, direction) }
      addLines(run.flowLines[flow.slot], at: origin, direction)
    case .grid(let grid):
      guard !grid.isEmpty else { return }
      for row in grid.rows {
        let cells = run.tree.gridRows[row].cells
        let ordered = direction == .rightToLeft ? Array(cells.reversed()) : Array(cells)
        for cell in ordered { addChild(run.tree.child(node, cell), at: origin, direction) }
      }
    case .modifier(.layer(let layer)):
      for child in layer.drawingOrder(target: run.tree.child(node, 0), layer: run.tree.child(node, 1)) { addChild(child, at: origin, direction) }
    case .modifier:
      addChildren(run.tree.childRange(node), at: origin, direction)
    }
  }

  private mutating func addChildren(_ range: Range<Int>, at origin: Point, _ direction: LayoutDirection) {
    for position in range { addChild(run.tree.children[position], at: origin, direction) }
  }

  private mutating func addChild(_ child: Int, at origin: Point, _ direction: LayoutDirection) {
    add(child, at: origin + run.positions[child], direction)
  }

  /// A flow's lines, each a node of its own around its items.
  private mutating func addLines(_ lines: [FlowLine], at origin: Point, _ direction: LayoutDirection) {
    for line in lines {
      let lineOrigin = origin + line.position
      let index = tree.open(ResultNode(kind: .flowLine, frame: Rect(origin: lineOrigin, size: line.dimensions.size)))
      addChildren(line.items, at: lineOrigin, direction)
      tree.close(index)
    }
  }

  /// The detail of node `node`: its element, path, last proposal, flexibility and priority,
  /// and for a modifier that passes its child's node through, the child's detail inside.
  private func detail(of node: Int) -> NodeDetail? {
    guard let sources = run.tree.sources, let details = run.details else { return nil }
    let treeNode = run.tree.nodes[node]
    let inner = treeNode.resultKind == nil ? detail(of: run.tree.child(node, 0)) : nil
    return NodeDetail(element: sources[node].element, path: sources[node].path, proposal: details.lastProposals[node],
                      horizontal: treeNode.flexibility.on(.horizontal, mainAxis: treeNode.mainAxis),
                      vertical: treeNode.flexibility.on(.vertical, mainAxis: treeNode.mainAxis), priority: treeNode.priority, inner: inner)
  }
}
