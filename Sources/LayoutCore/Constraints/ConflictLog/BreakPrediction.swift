/// qlrepl's rule for the constraint UIKit breaks when a log does not say.
///
/// From the real logs the corpus is modelled on (see docs/conflict-logs.md): UIKit rarely breaks
/// one of its own constraints (an encapsulated size, an autoresizing constraint, a stack view's,
/// a margin's) and often breaks the app's own fixed width or height; every listed constraint
/// is usually required, so priority does not decide. Among the minimal set:
/// 1. only the app's constraints are candidates, when the set holds any;
/// 2. a width or height against a constant (`V:[UIView(200)]`, `height >= 4000`): when two fix
///    the same view's length (an old constraint still active beside a new one), the first; else
///    the one of the largest constant, the first of equals;
/// 3. else the last spacing between two views (an edge against the opposite edge of another:
///    `H:[a]-(8)-[b]`, `a.bottom == b.top - 20`);
/// 4. else the first constraint between two bottom or two trailing edges (what closes a chain
///    at its superview's far edge: `V:[UIView]-(8)-|`);
/// 5. else the last candidate in the log's order.
/// The rule was read from the corpus's logs: on them, recovery lines removed, it names UIKit's
/// choice in 26 of 31 (mostly in-sample; docs/conflict-logs.md gives the history and the misses).
public enum BreakPrediction {
  /// Which step of the rule chose the constraint.
  public enum Reason: String, Sendable, Hashable {
    case fixedLength, spacing, closingEdge, lastListed
  }

  /// What the rule reads of a candidate constraint.
  public struct Candidate: Sendable, Hashable {
    public var entry: Int
    public var origin: ConstraintOrigin
    /// A width or height against a constant (any relation).
    public var isFixedLength: Bool
    /// The constant of a fixed length (what step 2 compares).
    public var length: Double
    /// The view and axis a fixed length fixes (what step 2 matches), as `view * 2 + axis`.
    public var lengthOf: Int
    /// An edge of one view against the opposite edge of another.
    public var isSpacing: Bool
    public var closesAtFarEdge: Bool

    public init(entry: Int, origin: ConstraintOrigin, isFixedLength: Bool, length: Double = 0, lengthOf: Int = 0,
                isSpacing: Bool = false, closesAtFarEdge: Bool) {
      self.entry = entry
      self.origin = origin
      self.isFixedLength = isFixedLength
      self.length = length
      self.lengthOf = lengthOf
      self.isSpacing = isSpacing
      self.closesAtFarEdge = closesAtFarEdge
    }
  }

  /// The candidate the rule breaks, with why; nil for no candidate. `candidates` are in the log's order.
  public static func choose(_ candidates: [Candidate]) -> (entry: Int, reason: Reason)? {
    let apps = candidates.filter { !$0.origin.isUIKits }
    let pool = apps.isEmpty ? candidates : apps
    let lengths = pool.filter(\.isFixedLength)
    if let twice = lengths.first(where: { length in lengths.contains { $0.entry != length.entry && $0.lengthOf == length.lengthOf } }) {
      return (twice.entry, .fixedLength)
    }
    if let longest = lengths.first(where: { $0.length == lengths.map(\.length).max() }) { return (longest.entry, .fixedLength) }
    if let spacing = pool.last(where: \.isSpacing) { return (spacing.entry, .spacing) }
    if let closing = pool.first(where: \.closesAtFarEdge) { return (closing.entry, .closingEdge) }
    return pool.last.map { ($0.entry, .lastListed) }
  }
}
