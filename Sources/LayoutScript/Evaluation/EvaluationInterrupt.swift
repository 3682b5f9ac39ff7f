import Synchronization

/// A request, from another thread or a signal handler, to stop an evaluation that is running.
/// The evaluator checks it in loops, calls and element building, and ends with the diagnostic
/// "evaluation interrupted". Setting it is one atomic store, safe anywhere.
public final class EvaluationInterrupt: Sendable {
  private let requested = Atomic<Bool>(false)

  /// A token that is not set.
  public init() {}

  /// Asks the evaluation that checks this token to stop.
  public func interrupt() { requested.store(true, ordering: .relaxed) }

  /// Clears the request, so the token can serve the next evaluation.
  public func reset() { requested.store(false, ordering: .relaxed) }

  /// True once `interrupt()` has been called (and not reset since).
  public var isInterrupted: Bool { requested.load(ordering: .relaxed) }
}
