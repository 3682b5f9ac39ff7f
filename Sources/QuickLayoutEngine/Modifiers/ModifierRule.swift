import LayoutCore

/// What a modifier tells the engine, each in its own file: how it lays its child out, how it
/// changes the child's flexibility and priority, and whether it makes a node of its own or
/// passes its child's through (`resultKind` nil).
protocol ModifierRule {
  /// The rule as the payload of a compiled node.
  var payload: ModifierPayload { get }
  /// The kind of the modifier's own node; nil when the child's node stands for it.
  var resultKind: NodeKind? { get }
  /// The flexibility on `axis`, given the child's.
  func flexibility(_ axis: Axis, child: Flexibility) -> Flexibility
  /// The priority a stack groups the modified element by, given the child's.
  func priority(child: Double) -> Double
  /// Lays out the modifier's node `node` (its child is the node's first child) for `proposal`.
  func layout(_ node: Int, _ proposal: Size, _ run: inout LayoutRun, _ environment: LayoutEnvironment) -> Size
}

extension ModifierRule {
  /// Most modifiers keep their child's flexibility and priority.
  func flexibility(_ axis: Axis, child: Flexibility) -> Flexibility { child }
  func priority(child: Double) -> Double { child }
}

extension LayoutRun {
  /// Lays out the child of a modifier that passes its node through: the same node, at the
  /// modifier's origin, with the same guides.
  mutating func passThrough(_ node: Int, _ proposal: Size, _ environment: LayoutEnvironment) -> Size {
    let child = tree.child(node, 0)
    let size = layout(child, proposal, environment)
    positions[child] = .zero
    guides.copy(child, to: node)
    return size
  }

  /// Lays out the child of a modifier that makes a node of its own, for `proposal`.
  mutating func layoutChild(of node: Int, _ proposal: Size, _ environment: LayoutEnvironment) -> Size {
    layout(tree.child(node, 0), proposal, environment)
  }

  /// Puts the child of a modifier at `position`, passing its guides up.
  mutating func placeChild(of node: Int, at position: Point) {
    place(tree.child(node, 0), at: position, passingGuidesUpTo: node)
  }

  /// Puts the child of a frame where `alignment` puts it in the frame's `size`.
  mutating func placeChild(of node: Int, aligned alignment: AlignmentPair, in size: Size, _ direction: LayoutDirection) {
    placeChild(of: node, at: aligned(tree.child(node, 0), in: size, alignment, direction))
  }
}
