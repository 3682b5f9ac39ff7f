/// The node tree of a layout result, flat: nodes in depth-first order, each with its frame in
/// canvas coordinates and the index just past its subtree, so a subtree is a range of the array
/// and walking it allocates nothing.
public struct ResultTree: Sendable {
  /// Every node, parents before their children, children in placement (drawing) order.
  public private(set) var nodes: [ResultNode] = []

  /// An empty tree.
  public init() {}

  /// The root's index; nil for an empty tree.
  public var root: Int? { nodes.isEmpty ? nil : 0 }

  /// The indices of the children of node `index`, in order.
  public func children(of index: Int) -> ResultChildren {
    ResultChildren(nodes: nodes, parent: index)
  }

  /// Opens node `node` (its `end` is filled in by `close`); returns its index.
  public mutating func open(_ node: ResultNode) -> Int {
    nodes.append(node)
    return nodes.count - 1
  }

  /// Closes node `index` after its children were added.
  public mutating func close(_ index: Int) {
    nodes[index].end = nodes.count
  }

  /// Reserves room for `count` nodes.
  public mutating func reserve(_ count: Int) { nodes.reserveCapacity(count) }
}

/// One node of a layout result: what it is, where it is, and the view it stands for.
public struct ResultNode: Sendable {
  /// The frame in canvas coordinates.
  public let frame: Rect
  /// The element behind the node and how it was laid out, when the run recorded details.
  public let detail: NodeDetail?
  // The view and the subtree's end in 32 bits each (a result has at most
  // `ScriptLimits.elementCount` nodes), -1 for no view: in this order a node takes 56 bytes, not 72.
  private let storedViewID: Int32
  private var storedEnd: Int32
  public let kind: NodeKind

  /// A node whose subtree is still open.
  public init(kind: NodeKind, frame: Rect, viewID: Int? = nil, detail: NodeDetail? = nil) {
    self.kind = kind
    self.frame = frame
    storedViewID = viewID.map { Int32($0) } ?? -1
    storedEnd = 0
    self.detail = detail
  }

  /// The view the node gives a frame to, for leaves.
  public var viewID: Int? { storedViewID < 0 ? nil : Int(storedViewID) }

  /// The index just past the node's subtree in `ResultTree.nodes`.
  public fileprivate(set) var end: Int {
    get { Int(storedEnd) }
    set { storedEnd = Int32(newValue) }
  }
}

/// The children of one node of a `ResultTree`, as indices.
public struct ResultChildren: Sequence {
  let nodes: [ResultNode]
  let parent: Int

  public func makeIterator() -> AnyIterator<Int> {
    var next = parent + 1
    let end = nodes[parent].end
    return AnyIterator {
      guard next < end else { return nil }
      defer { next = nodes[next].end }
      return next
    }
  }

  /// True when the node has no children.
  public var isEmpty: Bool { nodes[parent].end == parent + 1 }
}
