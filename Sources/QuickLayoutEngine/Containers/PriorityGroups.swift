import LayoutCore

/// Members grouped by layout priority, the highest priority first, each group in the order
/// its members were added. A handful of distinct priorities is the rule, so a short array
/// beats a dictionary here.
struct PriorityGroups<Member> {
  private(set) var groups: [(priority: Double, members: [Member])] = []

  mutating func add(_ member: Member, priority: Double) {
    if let index = groups.firstIndex(where: { $0.priority == priority }) {
      groups[index].members.append(member)
    } else {
      groups.append((priority, [member]))
    }
  }

  /// The groups from the highest priority to the lowest.
  var descending: [(priority: Double, members: [Member])] {
    groups.sorted { $0.priority > $1.priority }
  }
}

extension Array {
  /// Sorts in place keeping equal elements in their order, as QuickLayout's results require
  /// (insertion sort: groups are small).
  mutating func sortStably(by areInIncreasingOrder: (Element, Element) -> Bool) {
    guard count > 1 else { return }
    for index in 1..<count {
      let item = self[index]
      var slot = index
      while slot > 0 && areInIncreasingOrder(item, self[slot - 1]) {
        self[slot] = self[slot - 1]
        slot -= 1
      }
      self[slot] = item
    }
  }

  /// A stably sorted copy.
  func sortedStably(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
    var copy = self
    copy.sortStably(by: areInIncreasingOrder)
    return copy
  }
}
