import LayoutCore

/// A ZStack: every child is proposed the ZStack's own proposal, and they are aligned on the
/// child with the longest guide on each axis.
struct ZStackRule {
  let alignment: AlignmentPair

  /// The node of `zStack`, whose children are `children`.
  static func node(_ zStack: ZStack, children: (start: Int, count: Int), mainAxis: Axis, _ tree: inout LayoutTree) -> TreeNode {
    let payload = ZStackRule(alignment: tree.alignment(zStack.alignment))
    let flexibility = NodeFlexibility { axis, main in tree.maximumFlexibility(children, axis, mainAxis: main) }
    return TreeNode(op: .zStack(payload), childStart: children.start, childCount: children.count, flexibility: flexibility,
                    priority: 0, mainAxis: mainAxis, resultKind: .zStack)
  }

  /// Lays out every child with the ZStack's proposal and aligns them; the ZStack is their union.
  func layout(_ node: Int, _ proposal: Size, _ run: inout LayoutRun, _ environment: LayoutEnvironment) -> Size {
    let children = run.tree.childRange(node)
    guard !children.isEmpty else { return .zero }
    if children.count == 1 { return run.wrap(run.tree.children[children.lowerBound], of: node, proposal, environment.proposing(.singleChild)) }
    let direction = environment.direction
    var maxX = -Double.infinity, maxY = -Double.infinity
    for position in children {
      let child = run.tree.children[position]
      _ = run.layout(child, proposal, environment.proposing(.zStackChild))
      maxX = max(maxX, run.value(alignment.horizontal, of: child, direction))
      maxY = max(maxY, run.value(alignment.vertical, of: child, direction))
    }
    var bounds = Rect.zero
    for position in children {
      let child = run.tree.children[position]
      func clean(_ value: Double) -> Double { value.isNaN ? 0 : value }
      let origin = Point(x: clean(maxX - run.value(alignment.horizontal, of: child, direction)),
                         y: clean(maxY - run.value(alignment.vertical, of: child, direction)))
      run.positions[child] = origin
      bounds = bounds.union(Rect(origin: origin, size: run.sizes[child]))
    }
    run.averageGuides(ofChildren: children, to: node, direction)
    return bounds.size
  }
}
