import LayoutCore

/// One element of the body as SwiftUI's layout sees it, in a compiled tree: what it is (its
/// payload plain values, so reading a node copies no reference), where its children are, and
/// what a stack asks of it before any proposal, worked out once per run.
struct SwiftUITreeNode {
  var op: SwiftUIOp
  /// The node's children are `SwiftUITree.children[childStart ..< childStart + childCount]`.
  var childStart = 0
  var childCount = 0
  /// The layout priority a stack sorts this node by.
  var priority = 0.0
  /// True when an `alignmentGuide` sits in this subtree: only then can the node have an
  /// explicit alignment value.
  var hasGuides = false
  /// True for a spacer (seen through modifiers that only pass it on): frames keep its
  /// spacing preferences instead of resetting them.
  var projectsSpacing = false
}

/// A leaf's payload: its view in the tree's `leaves`, and how it takes proposals.
struct SwiftUILeaf {
  /// The index of its `LeafView` in `SwiftUITree.leaves`.
  var leaf: Int
  var viewID: Int
  /// A Text, which answers a width probe at 0 with 0 without wrapping.
  var isText: Bool
  /// For a leaf made `resizable()`: the axes on which it takes the proposal (an unspecified
  /// side keeps its own length).
  var resizableWidth: Bool
  var resizableHeight: Bool
  /// The size it answers every proposal with, for a leaf that does not adapt (worked out once:
  /// neither remembered nor measured again per proposal).
  var fixedSize: Size?
}

/// What a node is, as far as SwiftUI's layout is concerned, with its payload (tables of the tree
/// hold what is not a plain value).
enum SwiftUIOp {
  case leaf(SwiftUILeaf)
  /// HStack or VStack of two children or more; the distances between them are the tree's.
  case stack(axis: Axis, alignment: AlignmentRef)
  case zStack(AlignmentPair)
  /// A Grid (its spec at this index of `SwiftUITree.grids`); the cells are the children, row
  /// after row.
  case grid(Int)
  /// A LazyVGrid or a LazyHGrid (at this index of `SwiftUITree.lazyGrids`); the children fill
  /// its tracks line after line.
  case lazyGrid(Int)
  /// A layout the script writes with SwiftUI's `Layout` protocol (at this index of
  /// `SwiftUITree.customLayouts`).
  case custom(Int)
  case geometryReader
  /// `.ignoresSafeArea(edges:)` around its one child: placed by `SafeAreaRule` (laid out as its child).
  case ignoresSafeArea(EdgeSet)
  /// A ScrollView along an axis; its one child is its content.
  case scrollView(Axis)
  /// `ViewThatFits`: the first child whose ideal size fits on the given axes, else the last.
  case viewThatFits(horizontal: Bool, vertical: Bool)
  /// `Spacer(minLength:)`, growing along `orientation` (both axes when nil).
  case spacer(minLength: Double?, orientation: Axis?)
  /// An HStack, VStack or ZStack without children: 0×0, lowest priority, no spacing.
  case emptyStack
  case padding(EdgeInsets)
  case frame(width: Double?, height: Double?, alignment: AlignmentPair)
  /// A flexible frame (its limits at this index of `SwiftUITree.flexibleFrames`).
  case flexibleFrame(Int)
  case fixedSize(horizontal: Bool, vertical: Bool)
  case layoutPriority(Double)
  /// `alignmentGuide` (its alignment and closure at this index of `SwiftUITree.guides`).
  case alignmentGuide(Int)
  /// `offset(x:y:)`: the child moved when drawn; its layout and guides unchanged.
  case offset(x: Double, y: Double)
  /// `overlay` / `background`: children are the primary view and the layer, which is
  /// proposed the primary's size and aligned in it.
  case layer(LayerPlacement, AlignmentPair)
  /// `aspectRatio(_:contentMode:)`, `scaledToFit()`, `scaledToFill()`: the child proposed the
  /// largest (fit) or smallest (fill) size of the ratio around the proposal; NaN: the child's own.
  case aspectRatio(Double, ContentMode)
  /// A modifier SwiftUI lays out as its child (grid cell settings…).
  case transparent
}
