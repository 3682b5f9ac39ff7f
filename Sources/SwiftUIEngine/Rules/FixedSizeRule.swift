import LayoutCore

/// `fixedSize(horizontal:vertical:)` (`_FixedSizeLayout`): the child is proposed nothing on the
/// fixed axes (its ideal size there) and centred in the modifier's frame; the child's layout
/// priority passes through.
struct FixedSizeRule: SwiftUIModifierRule {
  let horizontal: Bool
  let vertical: Bool

  func priority(child: Double) -> Double { child }
  var passesSpacer: Bool { false }

  func resultKind(in tree: SwiftUITree) -> NodeKind? { .fixedSize }

  func size(_ node: Int, _ proposal: ProposedSize, reason: ProposalReason, _ run: inout SwiftUIRun) -> Size {
    run.size(run.tree.child(node), fixing(proposal), reason: .ideal)
  }

  func appendPlacements(_ node: Int, size: Size, proposal: ProposedSize, _ run: inout SwiftUIRun) {
    run.placements.append(run.centred(run.tree.child(node), in: size, childProposal: fixing(proposal), reason: .ideal))
  }

  /// The proposal unspecified on the fixed axes.
  private func fixing(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }
}
