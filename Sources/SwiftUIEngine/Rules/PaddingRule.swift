import LayoutCore

/// `padding(_:_:)` (`_PaddingLayout`): the child is proposed the proposal less the insets (never
/// below 0) and placed at the top leading inset; the padded view is the child's size grown by
/// them. Padding resets the spacing preferences of the edges it insets. Its priority is 0.
struct PaddingRule: SwiftUIModifierRule {
  let insets: EdgeInsets

  var passesSpacer: Bool { false }

  func resultKind(in tree: SwiftUITree) -> NodeKind? { .padding }

  func size(_ node: Int, _ proposal: ProposedSize, reason: ProposalReason, _ run: inout SwiftUIRun) -> Size {
    run.size(run.tree.child(node), proposal.inset(by: insets), reason: .modifier).outset(by: insets)
  }

  func appendPlacements(_ node: Int, size: Size, proposal: ProposedSize, _ run: inout SwiftUIRun) {
    run.placements.append(Placement(node: run.tree.child(node), proposal: proposal.inset(by: insets), origin: Point(x: insets.left, y: insets.top)))
  }

  func spacing(over child: SpacingPreferences, childIsSpacer: Bool) -> SpacingPreferences {
    var changed: SpacingEdges = []
    if insets.top != 0 { changed.insert(.top) }
    if insets.left != 0 { changed.insert(.left) }
    if insets.bottom != 0 { changed.insert(.bottom) }
    if insets.right != 0 { changed.insert(.right) }
    var spacing = child
    spacing.reset(changed)
    return spacing
  }
}
