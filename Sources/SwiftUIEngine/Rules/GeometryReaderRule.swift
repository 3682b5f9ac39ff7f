import LayoutCore

/// `GeometryReader`: takes the proposal, an unspecified side 10 (it has no layout computer, so
/// its parent asks the default one), and places its content at its top leading corner,
/// proposing it the reader's size (the corpus README, from OpenSwiftUI's `GeometryReader`).
struct GeometryReaderRule: SwiftUIRule {
  func size(_ node: Int, _ proposal: ProposedSize, reason: ProposalReason, _ run: inout SwiftUIRun) -> Size {
    proposal.replacingUnspecified
  }

  func appendPlacements(_ node: Int, size: Size, proposal: ProposedSize, _ run: inout SwiftUIRun) {
    for position in 0..<run.tree.nodes[node].childCount {
      run.placements.append(Placement(node: run.tree.child(node, position), proposal: ProposedSize(size), origin: .zero))
    }
  }

  func resultKind(in tree: SwiftUITree) -> NodeKind? { .geometryReader }
  func scriptName(in tree: SwiftUITree) -> String { "GeometryReader" }
}
