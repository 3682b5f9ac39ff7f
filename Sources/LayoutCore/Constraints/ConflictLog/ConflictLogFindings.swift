/// What the Auto Layout engine finds about a conflict log: a minimal set of its required
/// constraints that cannot all hold, the constraint UIKit breaks (the log's word, or a
/// prediction), and whether breaking it ends the conflict. Indices are `ConflictLog.entries`'.
public struct ConflictLogFindings: Sendable, Hashable {
  /// The log's constraints in a minimal conflicting set (remove any one and the rest can hold),
  /// in the log's order; empty when the log's constraints all hold in qlrepl's model.
  public var minimalSet: [Int]
  /// The rules of UIKit's the log does not print that the minimal set needs (`ConflictLog.implicit`'s values).
  public var implicitRules: [ImplicitRule]
  /// The constraint UIKit breaks to recover; nil when nothing conflicts.
  public var broken: Int?
  /// True when `broken` is qlrepl's prediction (the log has no recovery line).
  public var isPredicted: Bool
  /// Why the prediction chose it.
  public var prediction: BreakPrediction.Reason?
  /// True when the required constraints hold once `broken` is left out.
  public var recoveryResolves: Bool
  /// The log's required constraints that no minimal set needs here: the list is larger than
  /// the conflict (they are in the list, not in `minimalSet`).
  public var beyondMinimal: [Int]
  /// The log's constraints that could not be read, so they are not in the model.
  public var unread: [Int]
  /// True when qlrepl's model finds no conflict in the log as printed (it depends on what the
  /// log does not show: a size, a margin, a view it never prints), so `minimalSet` is UIKit's
  /// own list, its required constraints, not a set the solver found minimal.
  public var isUIKitsList = false
  /// False when the log is too large for the search to finish within its budget: the set
  /// then conflicts but may hold more than it needs.
  public var isMinimal = true

  public init(minimalSet: [Int] = [], implicitRules: [ImplicitRule] = [], broken: Int? = nil, isPredicted: Bool = false,
              prediction: BreakPrediction.Reason? = nil, recoveryResolves: Bool = false, beyondMinimal: [Int] = [],
              unread: [Int] = []) {
    self.minimalSet = minimalSet
    self.implicitRules = implicitRules
    self.broken = broken
    self.isPredicted = isPredicted
    self.prediction = prediction
    self.recoveryResolves = recoveryResolves
    self.beyondMinimal = beyondMinimal
    self.unread = unread
  }

  /// True when the log's constraints conflict in qlrepl's model.
  public var hasConflict: Bool { !minimalSet.isEmpty }
}
