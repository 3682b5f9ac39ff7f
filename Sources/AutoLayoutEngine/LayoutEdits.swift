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
    let differing = old.constraints.withUnsafeBufferPointer { before in
      new.constraints.withUnsafeBufferPointer { after in
        before.indices.filter { Self.differ(before.baseAddress! + $0, after.baseAddress! + $0) }
      }
    }
    for index in differing {
      let before = old.constraints[index], after = new.constraints[index]
      var same = before
      same.constant = after.constant
      same.priority = after.priority
      guard same == after else { return nil }
      changed.append(index)
      if before.constant != after.constant { constants += 1 }
      if before.priority != after.priority { priorities += 1 }
    }
  }

  /// True when the two constraints differ in anything, read where they stand: no copy of
  /// either (a copy retains and releases the identifier), numbers first, the identifier last.
  private static func differ(_ a: UnsafePointer<AnchorConstraint>, _ b: UnsafePointer<AnchorConstraint>) -> Bool {
    if a.pointee.constant != b.pointee.constant || a.pointee.priority != b.pointee.priority || a.pointee.item != b.pointee.item
      || a.pointee.attribute != b.pointee.attribute || a.pointee.relation != b.pointee.relation
      || a.pointee.secondItem != b.pointee.secondItem || a.pointee.secondAttribute != b.pointee.secondAttribute
      || a.pointee.multiplier != b.pointee.multiplier { return true }
    if a.pointee.identifier == nil { return b.pointee.identifier != nil }
    return a.pointee.identifier != b.pointee.identifier
  }
}
