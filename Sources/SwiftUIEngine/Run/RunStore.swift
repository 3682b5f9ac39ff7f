/// A growable store of values for one layout run, freed by `deallocate()`: the run's memos and
/// pools (plain values) live here, read and written without an array's uniqueness check on
/// every write. Only the run that owns it touches it.
struct RunStore<Element> {
  private var base: UnsafeMutablePointer<Element>
  private var capacity: Int
  private(set) var count = 0

  /// An empty store with room for `capacity` values.
  init(capacity: Int) {
    self.capacity = max(capacity, 8)
    base = .allocate(capacity: self.capacity)
  }

  subscript(_ index: Int) -> Element {
    get {
      assert(index >= 0 && index < count, "a run store read out of range")
      return base[index]
    }
    nonmutating set {
      assert(index >= 0 && index < count, "a run store written out of range")
      base[index] = newValue
    }
  }

  /// Adds `value` at the end.
  mutating func append(_ value: Element) {
    if count == capacity { grow(to: count + 1) }
    (base + count).initialize(to: value)
    count += 1
  }

  /// Adds `count` copies of `value` at the end.
  mutating func append(repeating value: Element, count added: Int) {
    if count + added > capacity { grow(to: count + added) }
    (base + count).initialize(repeating: value, count: added)
    count += added
  }

  /// Forgets every value from `index` on.
  mutating func truncate(to index: Int) {
    assert(index >= 0 && index <= count, "a run store cut out of range")
    (base + index).deinitialize(count: count - index)
    count = index
  }

  /// Frees the store; it must not be used afterwards.
  func deallocate() {
    base.deinitialize(count: count)
    base.deallocate()
  }

  private mutating func grow(to needed: Int) {
    let larger = max(capacity * 2, needed)
    let moved = UnsafeMutablePointer<Element>.allocate(capacity: larger)
    moved.moveInitialize(from: base, count: count)
    base.deallocate()
    base = moved
    capacity = larger
  }
}
