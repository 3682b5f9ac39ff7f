/// For each symbol id, a growable list of symbols (the basic symbols whose rows hold it), in
/// storage of its own: a list is a pointer, a count and a capacity in one table, and an
/// append is a store and an increment.
///
/// Building a large tableau appends millions of entries, each to a different symbol's list;
/// as an array of arrays each append paid a uniqueness check of the outer and the inner array
/// and a bounds check, which was the largest single cost of a 25,000-constraint solve. The
/// lists belong to one `Tableau` (a class, so a copy of the tableau would share them: the
/// solver never copies its tableau).
final class ColumnLists {
  /// One list: `count` symbols at `base`, room for `capacity`.
  private struct List {
    var base: UnsafeMutablePointer<Symbol>?
    var count: Int32 = 0
    var capacity: Int32 = 0
  }

  private var lists: UnsafeMutablePointer<List>
  private var size = 0

  init() {
    lists = UnsafeMutablePointer<List>.allocate(capacity: 1)
  }

  deinit {
    for index in 0..<size { lists[index].base?.deallocate() }
    lists.deallocate()
  }

  /// Makes room for the lists of ids below `count`.
  func reserve(_ count: Int) {
    guard count > size else { return }
    let grown = UnsafeMutablePointer<List>.allocate(capacity: max(count, size * 2))
    grown.moveInitialize(from: lists, count: size)
    (grown + size).initialize(repeating: List(), count: max(count, size * 2) - size)
    lists.deallocate()
    lists = grown
    size = max(count, size * 2)
  }

  /// Appends `symbol` to the list of `id` (below the reserved count).
  func append(_ symbol: Symbol, to id: Int) {
    let list = lists + id
    if list.pointee.count == list.pointee.capacity {
      let capacity = max(4, Int(list.pointee.capacity) * 2)
      let grown = UnsafeMutablePointer<Symbol>.allocate(capacity: capacity)
      if let base = list.pointee.base {
        grown.moveInitialize(from: base, count: Int(list.pointee.count))
        base.deallocate()
      }
      list.pointee.base = grown
      list.pointee.capacity = Int32(capacity)
    }
    list.pointee.base![Int(list.pointee.count)] = symbol
    list.pointee.count += 1
  }

  /// The list of `id`, empty beyond the reserved ids.
  func list(_ id: Int) -> UnsafeBufferPointer<Symbol> {
    guard id < size, let base = lists[id].base else { return UnsafeBufferPointer(start: nil, count: 0) }
    return UnsafeBufferPointer(start: base, count: Int(lists[id].count))
  }

  /// Replaces the list of `id` by `symbols` (no longer than it).
  func replace(_ id: Int, with symbols: [Symbol]) {
    guard id < size, let base = lists[id].base else { return }
    precondition(symbols.count <= lists[id].count)
    symbols.withUnsafeBufferPointer { base.update(from: $0.baseAddress!, count: $0.count) }
    lists[id].count = Int32(symbols.count)
  }

  /// Empties the list of `id`.
  func clear(_ id: Int) {
    if id < size { lists[id].count = 0 }
  }
}
