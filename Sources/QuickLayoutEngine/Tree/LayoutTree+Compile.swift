import LayoutCore

extension LayoutTree {
  /// The node of `element`, its children added.
  mutating func compile(_ element: Element, mainAxis: Axis, path: [Int]?) -> TreeNode {
    func childPath(_ components: Int...) -> [Int]? { path.map { $0 + components } }
    switch element {
    case .leaf(let view):
      return LeafRule.node(view, form: .plain, mainAxis: mainAxis, &self)
    case let .resizable(view, horizontal, vertical):
      return LeafRule.node(view, form: .resizable(horizontal: horizontal, vertical: vertical), mainAxis: mainAxis, &self)
    case let .expand(view, extra):
      return LeafRule.node(view, form: .expand(extra.finiteOrZero), mainAxis: mainAxis, &self)
    case .stack(let stack):
      let range = addChildren(stack.children, mainAxis: stack.axis) { childPath($0) }
      return StackRule.node(stack, children: range, mainAxis: mainAxis, &self)
    case .zStack(let zStack):
      let range = addChildren(zStack.children, mainAxis: mainAxis) { childPath($0) }
      return ZStackRule.node(zStack, children: range, mainAxis: mainAxis, &self)
    case .flow(let flow):
      let range = addChildren(flow.children, mainAxis: flow.axis) { childPath($0) }
      return FlowRule.node(flow, children: range, mainAxis: mainAxis, &self)
    case .grid(let grid):
      var cells: [Element] = []
      var cellPaths: [(Int, Int)] = []
      for (row, gridRow) in grid.rows.enumerated() {
        cells += gridRow.children
        cellPaths += gridRow.children.indices.map { (row, $0) }
      }
      let range = addChildren(cells, mainAxis: .horizontal) { childPath(cellPaths[$0].0, cellPaths[$0].1) }
      return GridRule.node(grid, children: range, mainAxis: mainAxis, &self)
    case .spacer(let length):
      return SpacerRule.node(length: length, mainAxis: mainAxis)
    case .empty:
      return TreeNode(op: .empty, flexibility: NodeFlexibility { _, _ in .fixedSize }, priority: .infinity, mainAxis: mainAxis,
                      resultKind: .empty)
    case let .modified(child, modifier):
      return compile(modifier.sanitized, on: child, mainAxis: mainAxis, path: path)
    case .swiftUI(.custom(let layout), let children):
      let range = addChildren(children, mainAxis: mainAxis) { childPath($0) }
      return CustomContainerRule.node(layout, children: range, values: children.map(\.layoutValues), mainAxis: mainAxis, &self)
    case .swiftUI:
      return compile(element.quickLayoutEquivalent, mainAxis: mainAxis, path: path)
    case .hosted(let hosted):
      return HostRule.node(hosted, mainAxis: mainAxis, path: path, &self)
    }
  }

  /// The node of a modifier whose rule is `rule` around `child` (and, for a layer, `layer`).
  mutating func modifierNode(_ rule: some ModifierRule, child: Element, layer: Element? = nil, mainAxis: Axis, path: [Int]?) -> TreeNode {
    let start = reserveChildren(layer == nil ? 1 : 2)
    setChild(start, add(child, mainAxis: mainAxis, path: path.map { $0 + [0] }))
    if let layer { setChild(start + 1, add(layer, mainAxis: mainAxis, path: path.map { $0 + [1] })) }
    let inner = nodes[children[start]]
    return TreeNode(op: .modifier(rule.payload), childStart: start, childCount: layer == nil ? 1 : 2,
                    flexibility: NodeFlexibility { axis, main in rule.flexibility(axis, child: inner.flexibility.on(axis, mainAxis: main)) },
                    priority: rule.priority(child: inner.priority), mainAxis: mainAxis, resultKind: rule.resultKind)
  }

  /// The flexibility of a container: the largest of its children's, asked along `main`.
  func maximumFlexibility(_ range: (start: Int, count: Int), _ axis: Axis, mainAxis main: Axis) -> Flexibility {
    var result = Flexibility.fixedSize
    for position in range.start..<(range.start + range.count) {
      result = max(result, nodes[children[position]].flexibility.on(axis, mainAxis: main))
      if result == .fullyFlexible { break }
    }
    return result
  }
}
