import LayoutCore

/// What a node remembers per proposal: a short list searched in order, since a node sees only
/// a few distinct proposals in a run (cheaper than hashing optionals), allocated once with
/// room for the usual few.
struct ProposalMemo<Value> {
  private struct Entry {
    let proposal: ProposedSize
    let value: Value
  }

  private var entries: [Entry] = []

  /// The value remembered for `proposal`, if any.
  subscript(_ proposal: ProposedSize) -> Value? {
    for entry in entries where entry.proposal == proposal { return entry.value }
    return nil
  }

  /// Remembers `value` for a proposal not remembered yet.
  mutating func remember(_ value: Value, for proposal: ProposedSize) {
    if entries.isEmpty { entries.reserveCapacity(8) }
    entries.append(Entry(proposal: proposal, value: value))
  }
}
