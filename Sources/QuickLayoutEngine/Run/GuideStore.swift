import LayoutCore

/// The explicit alignment guides of the nodes of a run, for trees that have any: each node's
/// slot points at its guides, or is -1 when it has none (almost every node).
struct GuideStore {
  private let slots: NodeBuffer<Int>?
  private var entries: [AlignmentGuides] = []

  /// Slots for `count` nodes when `enabled`; otherwise no node ever has guides.
  init(count: Int, enabled: Bool) {
    slots = enabled ? NodeBuffer(count: count, initial: -1) : nil
  }

  /// The guides of `node`, nil when it has none.
  func guides(of node: Int) -> AlignmentGuides? {
    guard let slots else { return nil }
    let slot = slots[node]
    return slot < 0 ? nil : entries[slot]
  }

  /// Gives `node` the guides `guides`.
  mutating func set(_ node: Int, _ guides: AlignmentGuides) {
    guard let slots else { return }
    if guides.isEmpty {
      slots[node] = -1
    } else {
      entries.append(guides)
      slots[node] = entries.count - 1
    }
  }

  /// Forgets the guides of `node`, before it is laid out again.
  func clear(_ node: Int) { slots?[node] = -1 }

  /// Gives `node` the same guides as `other`.
  func copy(_ other: Int, to node: Int) {
    guard let slots else { return }
    slots[node] = slots[other]
  }

  /// Frees the slots.
  func deallocate() { slots?.deallocate() }
}
