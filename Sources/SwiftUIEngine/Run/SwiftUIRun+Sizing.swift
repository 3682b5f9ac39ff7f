import LayoutCore

extension SwiftUIRun {
  /// The size `node` answers for `proposal` (SwiftUI's `sizeThatFits`), remembered. A leaf
  /// counts every ask as a measurement, as SwiftUI does, even when it answers from its memo.
  mutating func size(_ node: Int, _ proposal: ProposedSize, reason: ProposalReason) -> Size {
    if case .leaf(let leaf) = tree.nodes[node].op {
      let size: Size
      if let known = leaf.fixedSize ?? sizes[node, proposal] {
        size = known
      } else {
        size = leaf.size(node, proposal, reason: reason, &self)
        sizes.remember(size, for: node, proposal)
      }
      measured(leaf.viewID, proposal, size: size, reason: reason)
      return size
    }
    if let known = sizes[node, proposal] { return known }
    let size = tree.nodes[node].op.apply(SizeCall(node: node, proposal: proposal, reason: reason), &self)
    sizes.remember(size, for: node, proposal)
    note(node, proposal: proposal, size: size, reason: reason)
    return size
  }

  /// The length along `axis` `node` answers for `proposal` (SwiftUI's `lengthThatFits`): its
  /// size's, except that a Text asked its width for a width of 0 answers 0.
  mutating func length(_ node: Int, along axis: Axis, for proposal: ProposedSize) -> Double {
    if case .leaf(let leaf) = tree.nodes[node].op, leaf.isText, axis == .horizontal, proposal.width == 0 {
      measured(leaf.viewID, proposal, size: .zero, reason: .flexibilityProbe)
      return 0
    }
    return size(node, proposal, reason: .flexibilityProbe).length(along: axis)
  }
}

/// A node's rule asked its size (`SwiftUIRule.size`).
private struct SizeCall: RuleCall {
  let node: Int
  let proposal: ProposedSize
  let reason: ProposalReason

  func callAsFunction<Rule: SwiftUIRule>(_ rule: Rule, _ run: inout SwiftUIRun) -> Size {
    rule.size(node, proposal, reason: reason, &run)
  }
}
