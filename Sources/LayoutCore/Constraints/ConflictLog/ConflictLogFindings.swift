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

/// qlrepl's rule for the constraint UIKit breaks when a log does not say.
///
/// From the real logs the corpus is modelled on (see docs/conflict-logs.md): UIKit rarely breaks
/// one of its own constraints (an encapsulated size, an autoresizing constraint, a stack view's,
/// a margin's) and often breaks the app's own fixed width or height; every listed constraint
/// is usually required, so priority does not decide. Among the minimal set:
/// 1. only the app's constraints are candidates, when the set holds any;
/// 2. the first width or height against a constant (`V:[UIView(200)]`, `height >= 4000`) among them;
/// 3. else the first constraint between two bottom or two trailing edges (what closes a chain
///    at its superview's far edge: `V:[UIView]-(8)-|`);
/// 4. else the last candidate in the log's order.
/// On the repository's corpus, recovery lines removed, it names UIKit's choice in 17 of 24 logs
/// (docs/conflict-logs.md gives the cases it misses and why).
public enum BreakPrediction {
  /// Which step of the rule chose the constraint.
  public enum Reason: String, Sendable, Hashable {
    case fixedLength, closingEdge, lastListed
  }

  /// What the rule reads of a candidate constraint.
  public struct Candidate: Sendable, Hashable {
    public var entry: Int
    public var origin: ConstraintOrigin
    /// A width or height against a constant (any relation).
    public var isFixedLength: Bool
    public var closesAtFarEdge: Bool

    public init(entry: Int, origin: ConstraintOrigin, isFixedLength: Bool, closesAtFarEdge: Bool) {
      self.entry = entry
      self.origin = origin
      self.isFixedLength = isFixedLength
      self.closesAtFarEdge = closesAtFarEdge
    }
  }

  /// The candidate the rule breaks, with why; nil for no candidate. `candidates` are in the log's order.
  public static func choose(_ candidates: [Candidate]) -> (entry: Int, reason: Reason)? {
    let apps = candidates.filter { !$0.origin.isUIKits }
    let pool = apps.isEmpty ? candidates : apps
    if let fixed = pool.first(where: \.isFixedLength) { return (fixed.entry, .fixedLength) }
    if let closing = pool.first(where: \.closesAtFarEdge) { return (closing.entry, .closingEdge) }
    return pool.last.map { ($0.entry, .lastListed) }
  }
}
