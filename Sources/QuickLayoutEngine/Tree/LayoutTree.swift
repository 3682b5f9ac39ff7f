import LayoutCore

/// An element tree compiled for one layout run: a flat array of nodes addressed by index, the
/// children of each a range of one shared array, and the tables the payloads point into. The
/// layout reads it and never changes it.
struct LayoutTree {
  private(set) var nodes: [TreeNode] = []
  /// The children of every node, each node's a contiguous range.
  private(set) var children: [Int] = []
  /// The text of every label.
  private(set) var texts: [LabelText] = []
  private(set) var alignments = AlignmentTable()
  /// The closures of the `alignmentGuide` modifiers.
  private(set) var guideFunctions: [GuideFunction] = []
  /// The layouts of the modifiers written once for every engine (`Modifier.unary`).
  private(set) var unaryLayouts: [any UnaryLayout] = []
  /// The rows of every grid, each grid's a contiguous range.
  private(set) var gridRows: [GridRowInfo] = []
  /// The priority groups of every stack, each stack's a contiguous range, highest first.
  private(set) var stackGroups: [StackGroup] = []
  /// The members of every priority group: child positions within their stack.
  private(set) var groupMembers: [Int] = []
  private(set) var leafCount = 0
  private(set) var flowCount = 0
  private(set) var gridCount = 0
  /// Every custom layout and the layout values of each of its children, by custom layout slot.
  private(set) var customLayouts: [(layout: CustomLayout, values: [[LayoutValue]])] = []
  /// The `sizeThatFits` overrides of the hosted views, by sizing slot.
  private(set) var sizings: [ViewSizing] = []
  /// How each hosted view is measured, by host slot (`HostRule.slot`).
  private(set) var hosts: [HostMeasure] = []
  /// The element and path of every node, when the run records details.
  private(set) var sources: [NodeSource]?

  /// The element and where it sits in the body, for the details of a node.
  struct NodeSource {
    let element: Element
    let path: [Int]
  }

  /// Compiles `body`; with `recordingSources`, every node remembers its element and path.
  init(_ body: Element, recordingSources: Bool) {
    if recordingSources { sources = [] }
    let count = Self.nodeCount(body)
    nodes.reserveCapacity(count)
    children.reserveCapacity(count)
    _ = add(body, mainAxis: .vertical, path: recordingSources ? [] : nil)
  }

  /// True when a node may carry explicit alignment guides (the tree has `alignmentGuide`s).
  var hasGuides: Bool { !guideFunctions.isEmpty }

  /// Child `position` of node `node`.
  func child(_ node: Int, _ position: Int) -> Int { children[nodes[node].childStart + position] }

  /// The range of `children` holding node `node`'s children.
  func childRange(_ node: Int) -> Range<Int> {
    let start = nodes[node].childStart
    return start..<(start + nodes[node].childCount)
  }

  /// Adds `element` and everything under it; returns its index. `path` (nil unless the run
  /// records details) is where the element sits in the body.
  mutating func add(_ element: Element, mainAxis: Axis, path: [Int]?) -> Int {
    let index = nodes.count
    nodes.append(TreeNode(op: .empty, flexibility: NodeFlexibility { _, _ in .fixedSize }, priority: 0, mainAxis: mainAxis))
    if let path { sources?.append(NodeSource(element: element, path: path)) }
    nodes[index] = compile(element, mainAxis: mainAxis, path: path)
    return index
  }

  /// Adds the children of a node: their slots first, so that they are contiguous, then each
  /// child with everything under it; `path(i)` is the path of child `i`. Returns their range.
  mutating func addChildren(_ elements: [Element], mainAxis: Axis, path: (Int) -> [Int]?) -> (start: Int, count: Int) {
    let start = reserveChildren(elements.count)
    for (position, element) in elements.enumerated() {
      children[start + position] = add(element, mainAxis: mainAxis, path: path(position))
    }
    return (start, elements.count)
  }

  /// Reserves `count` contiguous child slots; returns the first.
  mutating func reserveChildren(_ count: Int) -> Int {
    children.append(contentsOf: repeatElement(0, count: count))
    return children.count - count
  }

  /// Sets child slot `slot`.
  mutating func setChild(_ slot: Int, _ node: Int) { children[slot] = node }

  /// How many nodes `element` compiles into.
  static func nodeCount(_ element: Element) -> Int {
    switch element {
    case .leaf, .resizable, .expand, .spacer, .empty: return 1
    case .stack(let stack): return stack.children.reduce(1) { $0 + nodeCount($1) }
    case .zStack(let zStack): return zStack.children.reduce(1) { $0 + nodeCount($1) }
    case .flow(let flow): return flow.children.reduce(1) { $0 + nodeCount($1) }
    case .grid(let grid): return grid.rows.reduce(1) { total, row in row.children.reduce(total) { $0 + nodeCount($1) } }
    case .modified(let child, .layer(let layer, _, _)): return 1 + nodeCount(child) + nodeCount(layer)
    case .modified(let child, _): return 1 + nodeCount(child)
    case .swiftUI(.custom, let children): return children.reduce(1) { $0 + nodeCount($1) }
    case .swiftUI: return nodeCount(element.quickLayoutEquivalent)
    case .hosted(let hosted): return 1 + (hosted.body.map(nodeCount) ?? 0)
    }
  }

  /// Counts one more view in the tree.
  mutating func countLeaf() { leafCount += 1 }

  /// Adds a hosted view's `sizeThatFits` override; returns its slot in `sizings`.
  mutating func addSizing(_ sizing: ViewSizing) -> Int {
    sizings.append(sizing)
    return sizings.count - 1
  }

  /// Adds how a hosted view is measured; returns its slot in `hosts`.
  mutating func addHost(_ measure: HostMeasure) -> Int {
    hosts.append(measure)
    return hosts.count - 1
  }

  /// Adds a label's text; returns its index in `texts`.
  mutating func addText(_ text: LabelText) -> Int {
    texts.append(text)
    return texts.count - 1
  }

  /// Adds an `alignmentGuide` closure; returns its index in `guideFunctions`.
  mutating func addGuide(_ function: @escaping GuideFunction) -> Int {
    guideFunctions.append(function)
    return guideFunctions.count - 1
  }

  /// Adds a modifier's layout written for every engine; returns its index in `unaryLayouts`.
  mutating func addUnaryLayout(_ layout: any UnaryLayout) -> Int {
    unaryLayouts.append(layout)
    return unaryLayouts.count - 1
  }

  /// Adds a grid's rows; returns the index of the first in `gridRows`.
  mutating func addGridRows(_ rows: [GridRowInfo]) -> Int {
    gridRows += rows
    return gridRows.count - rows.count
  }

  /// Adds the priority groups of a stack along `axis` whose children are `children`: the
  /// children that are not fixed-size along it, by priority from the highest down (one group
  /// per priority), each group's in order.
  mutating func addStackGroups(_ children: (start: Int, count: Int), axis: Axis) -> Range<Int> {
    let start = groupMembers.count
    var uniform = true
    for position in 0..<children.count {
      let child = nodes[self.children[children.start + position]]
      guard child.flexibility.on(axis, mainAxis: axis) != .fixedSize else { continue }
      if groupMembers.count > start && priority(ofMember: groupMembers.count - 1, children.start) != child.priority { uniform = false }
      groupMembers.append(position)
    }
    if !uniform {
      let nodes = self.nodes, stackChildren = self.children[children.start...]
      func priority(_ position: Int) -> Double { nodes[stackChildren[children.start + position]].priority }
      groupMembers[start...].sortStably { priority($0) > priority($1) }
    }
    let firstGroup = stackGroups.count
    var index = start
    while index < groupMembers.count {
      var end = index + 1
      while end < groupMembers.count && priority(ofMember: end, children.start) == priority(ofMember: index, children.start) { end += 1 }
      stackGroups.append(StackGroup(members: index..<end))
      index = end
    }
    return firstGroup..<stackGroups.count
  }

  /// The priority of the stack child at `groupMembers[member]`, its stack's children starting at `start`.
  private func priority(ofMember member: Int, _ start: Int) -> Double { nodes[children[start + groupMembers[member]]].priority }

  /// The slot of one more flow in `LayoutRun.flowLines`.
  /// The slot of one more custom layout in `LayoutRun.customStates`.
  mutating func addCustomLayout(_ layout: CustomLayout, values: [[LayoutValue]]) -> Int {
    customLayouts.append((layout, values))
    return customLayouts.count - 1
  }

  mutating func nextFlowSlot() -> Int {
    flowCount += 1
    return flowCount - 1
  }

  /// The slot of one more grid in `LayoutRun.gridStates`.
  mutating func nextGridSlot() -> Int {
    gridCount += 1
    return gridCount - 1
  }

  /// The reference of `id` in the tree's alignment table.
  mutating func alignment(_ id: AlignmentID) -> AlignmentRef { alignments.ref(id) }
  /// The references of both alignments of `alignment`.
  mutating func alignment(_ alignment: Alignment) -> AlignmentPair { alignments.pair(alignment) }
}
