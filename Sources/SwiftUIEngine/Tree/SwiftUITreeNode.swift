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
