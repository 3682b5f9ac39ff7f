import LayoutCore

/// `ViewThatFits(in:)` (Apple's documentation: children tried in order, the first whose ideal
/// size fits on the constrained axes): proposes each child nothing on the checked axes, in order,
/// and shows the first whose ideal size fits the proposal there, else the last; the shown child
/// is proposed the proposal and gives the container its size.
struct ViewThatFitsRule: SwiftUIRule {
  let horizontal: Bool
  let vertical: Bool

  func size(_ node: Int, _ proposal: ProposedSize, reason: ProposalReason, _ run: inout SwiftUIRun) -> Size {
    run.size(chosenChild(node, for: proposal, &run), proposal, reason: reason)
  }

  func appendPlacements(_ node: Int, size: Size, proposal: ProposedSize, _ run: inout SwiftUIRun) {
    run.placements.append(Placement(node: chosenChild(node, for: proposal, &run), proposal: proposal, origin: .zero))
  }

  func resultKind(in tree: SwiftUITree) -> NodeKind? { nil }
  func scriptName(in tree: SwiftUITree) -> String { "ViewThatFits" }

  /// The child shown for `proposal`.
  private func chosenChild(_ node: Int, for proposal: ProposedSize, _ run: inout SwiftUIRun) -> Int {
    let count = run.tree.nodes[node].childCount
    let ideal = ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    func fits(_ length: Double, _ proposed: Double?) -> Bool { proposed.map { length <= $0 } ?? true }
    for position in 0..<count {
      let candidate = run.tree.child(node, position)
      let size = run.size(candidate, ideal, reason: .ideal)
      if (!horizontal || fits(size.width, proposal.width)) && (!vertical || fits(size.height, proposal.height)) { return candidate }
    }
    return run.tree.child(node, count - 1)
  }
}
