import LayoutCore

/// `overlay` / `background` (Apple's documentation of `overlay(alignment:content:)` and
/// `background(alignment:content:)`): the node's children are the primary view and the layer;
/// the primary lays out as if alone and gives the node its size, priority, spacing and guides;
/// the layer is proposed the primary's size and aligned in it by `alignment`; a background is
/// placed (drawn) first.
struct LayerRule: SwiftUIPassThroughRule {
  let placement: LayerPlacement
  let alignment: AlignmentPair

  func priority(child: Double) -> Double { child }

  func resultKind(in tree: SwiftUITree) -> NodeKind? { placement == .overlay ? .overlay : .background }

  func appendPlacements(_ node: Int, size: Size, proposal: ProposedSize, _ run: inout SwiftUIRun) {
    let primary = Placement(node: run.tree.child(node), proposal: proposal, origin: .zero)
    let layer = run.aligned(run.tree.child(node, 1), in: size, alignment: alignment, childProposal: ProposedSize(size))
    run.placements.append(placement == .overlay ? primary : layer)
    run.placements.append(placement == .overlay ? layer : primary)
  }
}
