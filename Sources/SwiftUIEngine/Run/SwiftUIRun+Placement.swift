import LayoutCore

/// A child as its parent places it: the proposal it is given and its origin in the parent.
struct Placement {
  let node: Int
  let proposal: ProposedSize
  let origin: Point
}

extension SwiftUIRun {
  /// Appends to `placements` where `node`, laid out at `size` for `proposal`, puts its children.
  mutating func appendPlacements(of node: Int, size: Size, proposal: ProposedSize) {
    tree.nodes[node].op.apply(PlacementsCall(node: node, size: size, proposal: proposal), &self)
  }
}

/// A node's rule asked where it puts its children (`SwiftUIRule.appendPlacements`).
private struct PlacementsCall: RuleCall {
  let node: Int
  let size: Size
  let proposal: ProposedSize

  func callAsFunction<Rule: SwiftUIRule>(_ rule: Rule, _ run: inout SwiftUIRun) {
    rule.appendPlacements(node, size: size, proposal: proposal, &run)
  }
}
