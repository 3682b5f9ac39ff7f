import LayoutCore

/// An element tree compiled for one layout run: a flat array of nodes addressed by index, the
/// children of each a range of one shared array, and the tables the payloads point into. The
/// layout reads it and never changes it.
struct LayoutTree {
  private(set) var nodes: [TreeNode] = []
  /// The children of every node, each node's a contiguous range.
  private(set) var children: [Int] = []
  /// The views the leaves lay out (labels keep their text here).
  private(set) var leaves: [LeafView] = []
  private(set) var alignments = AlignmentTable()
  /// The closures of the `alignmentGuide` modifiers.
  private(set) var guideFunctions: [GuideFunction] = []
  /// The rows of every grid, each grid's a contiguous range.
  private(set) var gridRows: [GridRowInfo] = []
  /// The priority groups of every stack, each stack's a contiguous range, highest first.
  private(set) var stackGroups: [StackGroup] = []
  /// The members of every priority group: child positions within their stack.
  private(set) var groupMembers: [Int] = []
  private(set) var flowCount = 0
  private(set) var gridCount = 0
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

  /// Adds the children of a node (every one compiled first, so that their indices are
  /// contiguous here); `path(i)` is the path of child `i`. Returns their range.
  mutating func addChildren(_ elements: [Element], mainAxis: Axis, path: (Int) -> [Int]?) -> (start: Int, count: Int) {
    let indices = elements.indices.map { add(elements[$0], mainAxis: mainAxis, path: path($0)) }
    let start = children.count
    children += indices
    return (start, indices.count)
  }

  mutating func addLeaf(_ view: LeafView) -> Int {
    leaves.append(view)
    return leaves.count - 1
  }

  mutating func addGuide(_ function: @escaping GuideFunction) -> Int {
    guideFunctions.append(function)
    return guideFunctions.count - 1
  }

  mutating func addGridRows(_ rows: [GridRowInfo]) -> Int {
    gridRows += rows
    return gridRows.count - rows.count
  }

  mutating func addStackGroups(_ groups: [(priority: Double, members: [Int])]) -> Range<Int> {
    let start = stackGroups.count
    for group in groups {
      stackGroups.append(StackGroup(members: groupMembers.count..<(groupMembers.count + group.members.count)))
      groupMembers += group.members
    }
    return start..<stackGroups.count
  }

  mutating func nextFlowSlot() -> Int {
    flowCount += 1
    return flowCount - 1
  }

  mutating func nextGridSlot() -> Int {
    gridCount += 1
    return gridCount - 1
  }

  mutating func alignment(_ id: AlignmentID) -> AlignmentRef { alignments.ref(id) }
  mutating func alignment(_ alignment: Alignment) -> AlignmentPair { alignments.pair(alignment) }
}
