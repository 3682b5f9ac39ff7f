import LayoutCore

/// `aspectRatio(_:contentMode:)`, `scaledToFit()`, `scaledToFill()` (Apple's documentation of
/// each): the child is proposed the largest (fit) or smallest (fill) size of the ratio within
/// (around) the proposal, an unspecified or infinite side following the other; without a ratio
/// (NaN), the child's ideal size's; with neither side, the child's ideal width. The child is
/// centred; the modifier answers the child's size. Its priority is 0.
struct AspectRatioRule: SwiftUIModifierRule {
  let ratio: Double
  let mode: ContentMode

  var passesSpacer: Bool { false }

  func resultKind(in tree: SwiftUITree) -> NodeKind? { .aspectRatio }

  func size(_ node: Int, _ proposal: ProposedSize, reason: ProposalReason, _ run: inout SwiftUIRun) -> Size {
    run.size(run.tree.child(node), childProposal(node, proposal, &run), reason: .modifier)
  }

  func appendPlacements(_ node: Int, size: Size, proposal: ProposedSize, _ run: inout SwiftUIRun) {
    run.placements.append(run.centred(run.tree.child(node), in: size, childProposal: childProposal(node, proposal, &run), reason: .modifier))
  }

  private func childProposal(_ node: Int, _ proposal: ProposedSize, _ run: inout SwiftUIRun) -> ProposedSize {
    let ideal = ratio.isNaN || (proposal.width ?? .infinity).isInfinite && (proposal.height ?? .infinity).isInfinite
      ? run.size(run.tree.child(node), ProposedSize(width: nil, height: nil), reason: .ideal) : .zero
    let r = ratio.isNaN ? ideal.width / ideal.height : ratio
    guard r > 0, r.isFinite else { return proposal }
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
    let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
    switch (width, height) {
    case (nil, nil): return ProposedSize(width: ideal.width, height: ideal.width / r)
    case (nil, let h?): return ProposedSize(width: h * r, height: h)
    case (let w?, nil): return ProposedSize(width: w, height: w / r)
    case let (w?, h?):
      let wider = w / h > r
      switch mode {
      case .fit: return wider ? ProposedSize(width: h * r, height: h) : ProposedSize(width: w, height: w / r)
      case .fill: return wider ? ProposedSize(width: w, height: w / r) : ProposedSize(width: h * r, height: h)
      }
    }
  }
}
