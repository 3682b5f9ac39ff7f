import LayoutCore

/// An HStack or a VStack: its axis, alignment and spacing, and its flexible children grouped
/// by priority once, when the tree is compiled.
struct StackRule {
  let axis: Axis
  let alignment: AlignmentRef
  let spacing: Double
  let idealLayout: Bool
  /// The stack's priority groups in `LayoutTree.stackGroups`, highest priority first.
  let groups: Range<Int>

  /// The node of `stack`, whose children are `children`, its flexible children grouped by priority.
  static func node(_ stack: Stack, children: (start: Int, count: Int), mainAxis: Axis, _ tree: inout LayoutTree) -> TreeNode {
    let groups = tree.addStackGroups(children, axis: stack.axis)
    let payload = StackRule(axis: stack.axis, alignment: tree.alignment(stack.alignment), spacing: stack.spacing,
                               idealLayout: stack.idealLayout, groups: groups)
    let flexibility = NodeFlexibility { axis, _ in tree.maximumFlexibility(children, axis, mainAxis: stack.axis) }
    return TreeNode(op: .stack(payload), childStart: children.start, childCount: children.count, flexibility: flexibility,
                    priority: 0, mainAxis: mainAxis, resultKind: stack.axis == .horizontal ? .hStack : .vStack)
  }

  /// Lays out the stack for `proposal`; with `idealLayout`, first with an unbounded cross
  /// axis, then again at the largest child cross length when the children disagree.
  func layout(_ node: Int, _ proposal: Size, _ run: inout LayoutRun, _ environment: LayoutEnvironment) -> Size {
    let children = run.tree.childRange(node)
    guard !children.isEmpty else { return .zero }
    guard idealLayout else { return arrange(node, children, proposal, &run, environment) }
    let cross = proposal.cross(axis)
    let first = arrange(node, children, proposal.with(.infinity, along: axis.cross), &run, environment)
    if !childrenDisagreeOnCross(children, run) && Fuzzy.lessOrEqual(first.cross(axis), cross) { return first }
    var widest = -Double.infinity
    for position in children { widest = max(widest, run.sizes[run.tree.children[position]].cross(axis)) }
    return arrange(node, children, proposal.with(min(widest, cross), along: axis.cross), &run, environment)
  }

  /// True when a child other than a spacer has a cross length different from the first child's.
  private func childrenDisagreeOnCross(_ children: Range<Int>, _ run: LayoutRun) -> Bool {
    let first = run.sizes[run.tree.children[children.lowerBound]].cross(axis)
    for position in children {
      let child = run.tree.children[position]
      if run.sizes[child].cross(axis) != first && !run.tree.nodes[child].isSpacer { return true }
    }
    return false
  }

  /// One pass of QuickLayout's stack algorithm: fixed-size children first, in order; then the
  /// others by priority group, highest first, sharing what is left; then placement.
  private func arrange(_ node: Int, _ children: Range<Int>, _ proposal: Size, _ run: inout LayoutRun, _ environment: LayoutEnvironment) -> Size {
    if children.count == 1 { return run.wrap(run.tree.children[children.lowerBound], of: node, proposal, environment.proposing(.singleChild)) }
    var sizing = StackSizing(stack: self, children: children, proposal: proposal, environment: environment)
    sizing.measure(&run)
    return place(node, children, &run, environment.direction)
  }

  /// Places measured children along the main axis (right to left for an HStack in RTL) and
  /// across it where their alignment guides meet; the stack is the union of their frames.
  private func place(_ node: Int, _ children: Range<Int>, _ run: inout LayoutRun, _ direction: LayoutDirection) -> Size {
    let reversed = direction == .rightToLeft && axis == .horizontal
    var longestGuide = 0.0
    for position in children { longestGuide = max(longestGuide, run.value(alignment, of: run.tree.children[position], direction)) }
    var caret = 0.0
    var bounds = Rect.zero
    for offset in 0..<children.count {
      let position = reversed ? children.upperBound - 1 - offset : children.lowerBound + offset
      let child = run.tree.children[position]
      let spacing = reversed ? (position > children.lowerBound ? run.spacings[run.tree.children[position - 1]] : 0) : run.spacings[child]
      let size = run.sizes[child]
      let origin = run.grid.position(Point(main: caret, cross: longestGuide - run.value(alignment, of: child, direction), axis: axis))
      caret += size.main(axis) + spacing
      bounds = bounds.union(Rect(origin: origin, size: size))
      run.positions[child] = origin
    }
    run.averageGuides(ofChildren: children, to: node, direction)
    return Size(width: run.grid.position(bounds.size.width), height: run.grid.position(bounds.size.height))
  }
}

/// One priority group of a stack: its members' positions in `LayoutTree.groupMembers`.
struct StackGroup {
  let members: Range<Int>
}
