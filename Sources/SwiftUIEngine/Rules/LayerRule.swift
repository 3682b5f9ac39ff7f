import LayoutCore

/// `overlay` / `background` (Apple's documentation of `overlay(alignment:content:)` and
/// `background(alignment:content:)`): the node's children are the primary view and the layer;
/// the primary lays out as if alone and gives the node its size, priority, spacing and guides;
/// the layer is proposed the primary's size and aligned in it by `alignment`, the primary's
/// guides meeting the layer's, explicit ones included (OpenSwiftUI's `SecondaryLayerGeometryQuery`
/// reads both views' `ViewDimensions` through their layout computers: a primary whose top guide
/// is 10 has its overlay aligned `.top` 10 down); a background is placed (drawn) first.
struct LayerRule: SwiftUIPassThroughRule {
  let placement: LayerPlacement
  let alignment: AlignmentPair

  func priority(child: Double) -> Double { child }

  func resultKind(in tree: SwiftUITree) -> NodeKind? { placement == .overlay ? .overlay : .background }

  func appendPlacements(_ node: Int, size: Size, proposal: ProposedSize, _ run: inout SwiftUIRun) {
    let primary = Placement(node: run.tree.child(node), proposal: proposal, origin: .zero)
    let layerNode = run.tree.child(node, 1)
    let layerProposal = ProposedSize(size)
    let layerSize = run.size(layerNode, layerProposal, reason: .modifier)
    let origin = Point(x: run.value(of: alignment.horizontal, for: primary.node, size: size, proposal: proposal)
                         - run.value(of: alignment.horizontal, for: layerNode, size: layerSize, proposal: layerProposal),
                       y: run.value(of: alignment.vertical, for: primary.node, size: size, proposal: proposal)
                         - run.value(of: alignment.vertical, for: layerNode, size: layerSize, proposal: layerProposal))
    let layer = Placement(node: layerNode, proposal: layerProposal, origin: origin)
    run.placements.append(placement == .overlay ? primary : layer)
    run.placements.append(placement == .overlay ? layer : primary)
  }
}
