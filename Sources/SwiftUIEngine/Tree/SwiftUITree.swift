import LayoutCore

/// An element tree compiled for one SwiftUI layout run: a flat array of nodes addressed by
/// index, the children of each a range of one shared array, and the tables the payloads point
/// into. The run reads it and never changes it.
struct SwiftUITree {
  private(set) var nodes: [SwiftUITreeNode] = []
  /// The children of every node, each node's a contiguous range.
  private(set) var children: [Int] = []
  /// Beside each entry of `children`: the distance a stack puts before that child (0 before
  /// the first), from its spacing or its children's spacing preferences.
  private(set) var distances: [Double] = []
  private(set) var leaves: [LeafView] = []
  private(set) var flexibleFrames: [FlexibleFrameLimits] = []
  /// The layouts of the modifiers written once for every engine (`Modifier.unary`).
  private(set) var unaryLayouts: [any UnaryLayout] = []
  /// The alignment and closure of every `alignmentGuide`.
  private(set) var guides: [(alignment: AlignmentID, function: GuideFunction)] = []
  private(set) var grids: [GridSpec] = []
  private(set) var lazyGrids: [LazyGrid] = []
  /// Every custom layout, with the layout values and the spacing preferences of its children.
  private(set) var customLayouts: [(layout: CustomLayout, values: [[LayoutValue]], spacings: [SpacingPreferences])] = []
  /// The alignments the payloads refer to: the built-in ones, then the tree's custom ones.
  private(set) var alignments = AlignmentRef.builtIns
  /// Every alignment some `alignmentGuide` sets: the only ones a node can have an explicit value for.
  private(set) var guided: [AlignmentID] = []
  /// Each node's spacing preferences, while the tree compiles (emptied after: the run needs
  /// only the distances and a custom layout's children's, which it keeps).
  private(set) var spacings: [SpacingPreferences] = []
  /// Where each node's element sits in the body (child indices from it), when the run records details.
  private(set) var paths: [[Int]]?
  private(set) var root = 0

  /// Compiles `body`, which shows `viewCount` views; with `recordingPaths`, every node
  /// remembers where it sits.
  init(_ body: Element, viewCount: Int, recordingPaths: Bool) {
    if recordingPaths { paths = [] }
    // A view with its modifiers and its share of the stacks: about two nodes.
    let capacity = viewCount * 2 + 8
    nodes.reserveCapacity(capacity)
    children.reserveCapacity(capacity)
    distances.reserveCapacity(capacity)
    leaves.reserveCapacity(viewCount)
    spacings.reserveCapacity(capacity)
    root = add(body, path: recordingPaths ? [] : nil, orientation: nil)
    spacings = []
  }

  /// Child `position` of node `node`.
  func child(_ node: Int, _ position: Int) -> Int { children[nodes[node].childStart + position] }

  /// The only child of a modifier.
  func child(_ node: Int) -> Int { children[nodes[node].childStart] }

  subscript(_ ref: AlignmentRef) -> AlignmentID { alignments[ref.index] }

  /// Adds `node`, whose spacing preferences are `spacing` and whose element sits at `path`;
  /// returns its index.
  mutating func append(_ node: SwiftUITreeNode, spacing: SpacingPreferences, path: [Int]?) -> Int {
    nodes.append(node)
    spacings.append(spacing)
    if let path { paths?.append(path) }
    return nodes.count - 1
  }

  /// Reserves `count` contiguous child slots; returns the first.
  mutating func reserveChildren(_ count: Int) -> Int {
    children.append(contentsOf: repeatElement(0, count: count))
    distances.append(contentsOf: repeatElement(0, count: count))
    return children.count - count
  }

  /// Sets child slot `slot` to `node`.
  mutating func setChild(_ slot: Int, _ node: Int) { children[slot] = node }

  /// Sets the distance a stack puts before the child in slot `slot`.
  mutating func setDistance(_ slot: Int, _ distance: Double) { distances[slot] = distance }

  mutating func addLeaf(_ view: LeafView) -> Int {
    leaves.append(view)
    return leaves.count - 1
  }

  mutating func addFlexibleFrame(_ frame: FlexibleFrame) -> Int {
    flexibleFrames.append(FlexibleFrameLimits(frame, alignment: alignment(frame.alignment)))
    return flexibleFrames.count - 1
  }

  mutating func addUnaryLayout(_ layout: any UnaryLayout) -> Int {
    unaryLayouts.append(layout)
    return unaryLayouts.count - 1
  }

  mutating func addGuide(_ id: AlignmentID, _ function: @escaping GuideFunction) -> Int {
    guides.append((id, function))
    if !guided.contains(id) { guided.append(id) }
    return guides.count - 1
  }

  mutating func addGrid(_ spec: GridSpec) -> Int {
    grids.append(spec)
    return grids.count - 1
  }

  mutating func addLazyGrid(_ grid: LazyGrid) -> Int {
    lazyGrids.append(grid)
    return lazyGrids.count - 1
  }

  mutating func addCustomLayout(_ layout: CustomLayout, values: [[LayoutValue]], spacings: [SpacingPreferences]) -> Int {
    customLayouts.append((layout, values, spacings))
    return customLayouts.count - 1
  }

  /// The reference of `id`, added to the table when it is new.
  mutating func alignment(_ id: AlignmentID) -> AlignmentRef {
    if let index = alignments.firstIndex(of: id) { return AlignmentRef(index: index) }
    alignments.append(id)
    return AlignmentRef(index: alignments.count - 1)
  }

  /// The references of both alignments of `alignment`.
  mutating func alignment(_ alignment: Alignment) -> AlignmentPair {
    AlignmentPair(horizontal: self.alignment(alignment.horizontal.id), vertical: self.alignment(alignment.vertical.id))
  }
}
