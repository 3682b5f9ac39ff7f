import LayoutCore

/// `ScrollView(.vertical)` / `(.horizontal)` (Apple's documentation of `ScrollView`: the content
/// takes its ideal size along the scroll axis): proposes its content nothing along `axis` and its
/// own size across; takes the proposal on both axes (an unspecified side: the content's); the
/// content starts at the top (leading) and is centred across. Its one child is the content.
struct ScrollViewRule: SwiftUIRule {
  let axis: Axis

  func size(_ node: Int, _ proposal: ProposedSize, reason: ProposalReason, _ run: inout SwiftUIRun) -> Size {
    let content = run.size(run.tree.child(node), scrolling(proposal), reason: .ideal)
    return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
  }

  func appendPlacements(_ node: Int, size: Size, proposal: ProposedSize, _ run: inout SwiftUIRun) {
    let contentProposal = scrolling(ProposedSize(size))
    let content = run.size(run.tree.child(node), contentProposal, reason: .ideal)
    let across = (size.length(along: axis.cross) - content.length(along: axis.cross)) / 2
    run.placements.append(Placement(node: run.tree.child(node), proposal: contentProposal, origin: Point(main: 0, cross: across, axis: axis)))
  }

  func resultKind(in tree: SwiftUITree) -> NodeKind? { .scrollView }
  func scriptName(in tree: SwiftUITree) -> String { "ScrollView" }

  /// What the content is proposed: nothing along the axis.
  private func scrolling(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(main: nil, cross: proposal[axis.cross], axis: axis)
  }
}
