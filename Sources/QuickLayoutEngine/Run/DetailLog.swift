import LayoutCore

/// What a run that records details remembers of every node: each proposal it received, the
/// size it answered, and the proposal of its last layout.
struct DetailLog {
  private(set) var proposals: [[ElementProposal]]
  let lastProposals: NodeBuffer<Size>

  /// An empty log for `count` nodes.
  init(count: Int) {
    proposals = Array(repeating: [], count: count)
    lastProposals = NodeBuffer(count: count, initial: .zero)
  }

  /// Records one proposal node `node` received and the size it answered.
  mutating func record(_ node: Int, proposal: Size, size: Size, pass: Int, reason: ProposalReason) {
    proposals[node].append(ElementProposal(pass: pass, proposal: proposal, size: size, reason: reason))
    lastProposals[node] = proposal
  }

  /// Every node's proposals by the path of its element.
  func proposalsByPath(_ tree: LayoutTree) -> [[Int]: [ElementProposal]] {
    guard let sources = tree.sources else { return [:] }
    var byPath: [[Int]: [ElementProposal]] = [:]
    for (node, list) in proposals.enumerated() where !list.isEmpty {
      byPath[sources[node].path, default: []] += list
    }
    return byPath
  }

  /// Frees the buffer of last proposals.
  func deallocate() { lastProposals.deallocate() }
}
