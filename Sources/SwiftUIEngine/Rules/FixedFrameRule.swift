import LayoutCore

/// `frame(width:height:alignment:)` (`_FrameLayout`): a set side is the frame's whatever the
/// child answers, an unset one the child's for the proposal; placed, the child is proposed the
/// set sides and the frame's own proposal on the others, and aligned in the frame by
/// `alignment`. A frame resets the spacing preferences of the axes it sets (not a spacer's).
struct FixedFrameRule: SwiftUIModifierRule {
  let width: Double?
  let height: Double?
  let alignment: AlignmentPair

  var passesSpacer: Bool { false }

  func resultKind(in tree: SwiftUITree) -> NodeKind? { .frame }

  func size(_ node: Int, _ proposal: ProposedSize, reason: ProposalReason, _ run: inout SwiftUIRun) -> Size {
    if let width, let height { return Size(width: width, height: height) }
    let size = run.size(run.tree.child(node), childProposal(proposal), reason: .modifier)
    return Size(width: width ?? size.width, height: height ?? size.height)
  }

  func appendPlacements(_ node: Int, size: Size, proposal: ProposedSize, _ run: inout SwiftUIRun) {
    run.placements.append(run.aligned(run.tree.child(node), in: size, alignment: alignment, childProposal: childProposal(proposal)))
  }

  func spacing(over child: SpacingPreferences, childIsSpacer: Bool) -> SpacingPreferences {
    var spacing = child
    if !childIsSpacer { spacing.reset(SpacingEdges.framed(horizontal: width != nil, vertical: height != nil)) }
    return spacing
  }

  private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
  }
}

extension SpacingEdges {
  /// The edges a frame setting the given axes resets.
  static func framed(horizontal: Bool, vertical: Bool) -> SpacingEdges {
    (horizontal ? along(.horizontal) : []).union(vertical ? along(.vertical) : [])
  }
}
