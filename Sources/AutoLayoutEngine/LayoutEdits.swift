import LayoutCore

/// The difference between two anchors layouts when it is only constants and priorities: the
/// same views in the same hierarchy with the same content priorities, and constraint for
/// constraint the same items, attributes, relations, multipliers and identifiers.
struct LayoutEdits {
  /// The indices of the constraints whose constant or priority changed, in order.
  private(set) var changed: [Int] = []
  /// How many constants and how many priorities changed.
  private(set) var constants = 0
  private(set) var priorities = 0

  /// The edits from `old` to `new`; nil when they differ in anything else.
  init?(from old: AnchorsLayout, to new: AnchorsLayout) {
    guard old.root == new.root, old.placed == new.placed, old.parents == new.parents,
          old.contentPriorities == new.contentPriorities, old.constraints.count == new.constraints.count else { return nil }
    for (index, (before, after)) in zip(old.constraints, new.constraints).enumerated() where before != after {
      var same = before
      same.constant = after.constant
      same.priority = after.priority
      guard same == after else { return nil }
      changed.append(index)
      if before.constant != after.constant { constants += 1 }
      if before.priority != after.priority { priorities += 1 }
    }
  }
}
