import LayoutCore

/// What flows down the tree with a proposal: QuickLayout's layout direction (a task-local
/// value there) and why the proposal was made.
struct LayoutEnvironment {
  var direction: LayoutDirection
  var reason: ProposalReason

  /// The same environment for a proposal made for `reason`.
  func proposing(_ reason: ProposalReason) -> LayoutEnvironment {
    var copy = self
    copy.reason = reason
    return copy
  }
}
