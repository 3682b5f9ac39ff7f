import LayoutCore

/// What every node of a run remembers per proposal, in one store for the run: each node's
/// entries chained through one store (the newest first), since a node sees only a few
/// distinct proposals in a run (cheaper than hashing optionals). Nothing is allocated per
/// node or per proposal; the store grows as the run goes. Freed by `deallocate()`.
struct ProposalMemo<Value> {
  private struct Entry {
    let proposal: ProposedSize
    let value: Value
    /// The node's entry before this one, or -1.
    let next: Int32
  }

  /// Each node's newest entry, or -1.
  private var heads: RunStore<Int32>
  private var entries: RunStore<Entry>

  /// An empty memo for `nodeCount` nodes, with room for `capacity` entries.
  init(nodeCount: Int, capacity: Int) {
    heads = RunStore(capacity: nodeCount)
    heads.append(repeating: -1, count: nodeCount)
    entries = RunStore(capacity: capacity)
  }

  /// The value remembered for `node` and `proposal`, if any.
  subscript(_ node: Int, _ proposal: ProposedSize) -> Value? {
    var index = Int(heads[node])
    while index >= 0 {
      let entry = entries[index]
      if entry.proposal == proposal { return entry.value }
      index = Int(entry.next)
    }
    return nil
  }

  /// Remembers `value` for `node` and a proposal not remembered yet.
  mutating func remember(_ value: Value, for node: Int, _ proposal: ProposedSize) {
    entries.append(Entry(proposal: proposal, value: value, next: heads[node]))
    heads[node] = Int32(entries.count - 1)
  }

  func deallocate() {
    heads.deallocate()
    entries.deallocate()
  }
}
