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
