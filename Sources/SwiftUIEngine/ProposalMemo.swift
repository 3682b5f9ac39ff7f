import LayoutCore

/// What a node remembers per proposal: a short list searched in order, since a node sees only
/// a few distinct proposals in a run (cheaper than hashing optionals, one allocation).
struct ProposalMemo<Value> {
  private var entries: [(key: ProposedSize, value: Value)] = []

  /// The value remembered for `proposal`, if any.
  subscript(_ proposal: ProposedSize) -> Value? {
    for entry in entries where entry.key == proposal { return entry.value }
    return nil
  }

  /// Remembers `value` for a proposal not remembered yet.
  mutating func remember(_ value: Value, for proposal: ProposedSize) {
    entries.append((proposal, value))
  }
}
