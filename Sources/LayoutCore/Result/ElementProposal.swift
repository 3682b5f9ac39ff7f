/// One proposal an element (a container, a modifier, a view) received in a run that records
/// details, and the size it answered: what the tree render lists under each element.
public struct ElementProposal: Sendable, Hashable {
  /// 1 for the `sizeThatFits` pass of a `.fit` canvas, the last pass otherwise.
  public let pass: Int
  public let proposal: Size
  public let size: Size
  public let reason: ProposalReason

  /// A proposal as an engine records it.
  public init(pass: Int, proposal: Size, size: Size, reason: ProposalReason) {
    self.pass = pass
    self.proposal = proposal
    self.size = size
    self.reason = reason
  }
}
