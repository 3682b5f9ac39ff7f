import LayoutCore

/// What flows down the tree with a proposal: QuickLayout's layout direction (a task-local
/// value there) and why the proposal was made.
struct LayoutEnvironment {
  var direction: LayoutDirection
  var reason: ProposalReason
  /// The reason the container that proposes `reason` was itself proposed its size, when that
  /// is a stack's step (`ProposalRecord.cause`).
  var cause: ProposalReason? = nil

  /// The same environment for a proposal made for `reason`.
  func proposing(_ reason: ProposalReason) -> LayoutEnvironment {
    var copy = self
    copy.reason = reason
    switch self.reason {
    // A hosted view's body is laid out for its sizeThatFits or in its bounds: its views say which.
    case .preMeasure, .share, .remeasure, .aloneInGroup, .fixedChild, .hostBody, .hostBounds: copy.cause = self.reason
    default: copy.cause = nil
    }
    return copy
  }
}
