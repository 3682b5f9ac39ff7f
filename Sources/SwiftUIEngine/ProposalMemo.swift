import LayoutCore

/// What a node remembers per proposal: a short list searched in order, since a node sees only
/// a few distinct proposals in a run (cheaper than hashing optionals).
struct ProposalMemo<Value> {
  private var keys: [ProposedSize] = []
  private var values: [Value] = []

  subscript(_ proposal: ProposedSize) -> Value? {
    get {
      for index in keys.indices where keys[index] == proposal { return values[index] }
      return nil
    }
    set {
      guard let newValue else { return }
      keys.append(proposal)
      values.append(newValue)
    }
  }
}
