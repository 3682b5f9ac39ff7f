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

extension MutableCollection where Self: RandomAccessCollection {
  /// Sorts in place keeping equal elements in their order, as QuickLayout's results require
  /// (insertion sort: groups are small, and often sorted already).
  mutating func sortStably(by areInIncreasingOrder: (Element, Element) -> Bool) {
    guard count > 1 else { return }
    var index = self.index(after: startIndex)
    while index != endIndex {
      let item = self[index]
      var slot = index
      while slot != startIndex && areInIncreasingOrder(item, self[self.index(before: slot)]) {
        self[slot] = self[self.index(before: slot)]
        slot = self.index(before: slot)
      }
      self[slot] = item
      index = self.index(after: index)
    }
  }
}
