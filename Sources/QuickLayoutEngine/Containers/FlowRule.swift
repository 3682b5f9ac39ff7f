import LayoutCore

/// An HFlow or a VFlow: items wrap into lines along `axis`. Its lines live in
/// `LayoutRun.flowLines[slot]`.
struct FlowRule {
  let axis: Axis
  let itemAlignment: AlignmentRef
  let lineAlignment: AlignmentRef
  let itemSpacing: Double
  let lineSpacing: Double
  let slot: Int

  /// The node of `flow`, whose items are `children`.
  static func node(_ flow: Flow, children: (start: Int, count: Int), mainAxis: Axis, _ tree: inout LayoutTree) -> TreeNode {
    let payload = FlowRule(axis: flow.axis, itemAlignment: tree.alignment(flow.itemAlignment), lineAlignment: tree.alignment(flow.lineAlignment),
                              itemSpacing: flow.itemSpacing, lineSpacing: flow.lineSpacing, slot: tree.nextFlowSlot())
    // The engine the conformance cases come from reports flows as fixed on both axes,
    // whatever their items: a stack measures a flow first, with what remains.
    return TreeNode(op: .flow(payload), childStart: children.start, childCount: children.count,
                    flexibility: NodeFlexibility { _, _ in .fixedSize }, priority: 0, mainAxis: mainAxis,
                    resultKind: flow.axis == .horizontal ? .hFlow : .vFlow)
  }

  /// Lays out the flow: every item is proposed the whole proposal, items fill lines along
  /// the main axis, lines stack across it; in RTL an HFlow's items and a VFlow's lines run
  /// from the right.
  func layout(_ node: Int, _ proposal: Size, _ run: inout LayoutRun, _ environment: LayoutEnvironment) -> Size {
    let children = run.tree.childRange(node)
    guard !children.isEmpty else { return .zero }
    if children.count == 1 { return run.wrap(run.tree.children[children.lowerBound], of: node, proposal, environment.proposing(.singleChild)) }
    for position in children { _ = run.layout(run.tree.children[position], proposal, environment.proposing(.flowItem)) }
    let rightToLeft = environment.direction == .rightToLeft
    // The flow's lines of its last layout give their storage to this one.
    var lines = run.flowLines[slot]
    run.flowLines[slot] = []
    splitIntoLines(children, length: proposal.main(axis), run, into: &lines)
    for index in lines.indices {
      layoutLine(&lines[index], reversed: rightToLeft && axis == .horizontal, &run, environment.direction)
    }
    var longest = 0.0
    for line in lines { longest = max(longest, run.tree.alignments.defaultValue(lineAlignment, in: line.dimensions, environment.direction)) }
    var offset = 0.0
    var bounds = Rect.zero
    for step in lines.indices {
      let index = rightToLeft && axis == .vertical ? lines.count - 1 - step : step
      let guide = run.tree.alignments.defaultValue(lineAlignment, in: lines[index].dimensions, environment.direction)
      lines[index].position = run.grid.position(Point(main: longest - guide, cross: offset, axis: axis))
      offset += lines[index].dimensions.size.cross(axis) + lineSpacing
      bounds = bounds.union(Rect(origin: lines[index].position, size: lines[index].dimensions.size))
    }
    if run.tree.hasGuides {
      run.guides.set(node, .averaged(from: lines.lazy.map { ($0.dimensions, $0.position) }, direction: environment.direction))
    }
    run.flowLines[slot] = lines
    return bounds.size
  }

  /// Greedy line breaking: an item joins the line while it fits (with 0.001 of slack). As in
  /// the engine the conformance cases come from, an item too long even for an empty line
  /// closes that empty line first, so a flow can start with an empty line (and its spacing).
  private func splitIntoLines(_ children: Range<Int>, length: Double, _ run: LayoutRun, into lines: inout [FlowLine]) {
    lines.removeAll(keepingCapacity: true)
    var start = children.lowerBound
    var used = 0.0
    for position in children {
      let itemLength = run.sizes[run.tree.children[position]].main(axis)
      if length - used + 0.001 >= itemLength {
        used += itemLength + itemSpacing
      } else {
        lines.append(FlowLine(items: start..<position))
        start = position
        used = itemLength + itemSpacing
      }
    }
    lines.append(FlowLine(items: start..<children.upperBound))
  }

  /// One line: items side by side along the main axis, aligned across it by their default
  /// item-alignment values (explicit guides are not consulted, as in QuickLayout). The
  /// line's size is the union of its items, not rounded.
  private func layoutLine(_ line: inout FlowLine, reversed: Bool, _ run: inout LayoutRun, _ direction: LayoutDirection) {
    var longest = 0.0
    for position in line.items { longest = max(longest, run.defaultValue(itemAlignment, of: run.tree.children[position], direction)) }
    var offset = 0.0
    var bounds = Rect.zero
    for step in 0..<line.items.count {
      let position = reversed ? line.items.upperBound - 1 - step : line.items.lowerBound + step
      let child = run.tree.children[position]
      let guide = run.defaultValue(itemAlignment, of: child, direction)
      let origin = run.grid.position(Point(main: offset, cross: longest - guide, axis: axis))
      offset += run.sizes[child].main(axis) + itemSpacing
      bounds = bounds.union(Rect(origin: origin, size: run.sizes[child]))
      run.positions[child] = origin
    }
    line.dimensions = ElementDimensions(bounds.size, guides: run.averagedGuides(ofChildren: line.items, direction))
  }
}

/// One line of a flow: its items (their positions in `LayoutTree.children`), its size and guides, and
/// where the flow put it.
struct FlowLine {
  let items: Range<Int>
  var dimensions = ElementDimensions(.zero)
  var position = Point.zero
}
