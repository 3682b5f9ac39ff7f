import LayoutCore

/// A modifier whose layout is written once for every engine (`UnaryLayout`, at `slot` of
/// `SwiftUITree.unaryLayouts`), run with SwiftUI's proposals: its child answered through the run,
/// its guides its child's where it places it, its priority 0 and, unless it keeps them, no
/// spacing preferences of its own.
struct UnaryLayoutRule: SwiftUIModifierRule {
  let slot: Int
  let keepsChildSpacing: Bool

  var passesSpacer: Bool { false }

  func resultKind(in tree: SwiftUITree) -> NodeKind? { .modifier(InternedString(tree.unaryLayouts[slot].name)) }

  func size(_ node: Int, _ proposal: ProposedSize, reason: ProposalReason, _ run: inout SwiftUIRun) -> Size {
    let child = run.tree.child(node), layout = run.tree.unaryLayouts[slot]
    return layout.sizeThatFits(proposal) { run.size(child, $0, reason: .modifier) }
  }

  func appendPlacements(_ node: Int, size: Size, proposal: ProposedSize, _ run: inout SwiftUIRun) {
    let child = run.tree.child(node), layout = run.tree.unaryLayouts[slot]
    let placement = layout.placement(size: size, proposal: proposal) { run.size(child, $0, reason: .modifier) }
    run.placements.append(Placement(node: child, proposal: placement.proposal, origin: placement.origin))
  }

  func spacing(over child: SpacingPreferences, childIsSpacer: Bool) -> SpacingPreferences {
    keepsChildSpacing ? child : SpacingPreferences.none
  }
}
