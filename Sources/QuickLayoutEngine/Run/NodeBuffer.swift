/// A fixed-size buffer with one value per node of a run, allocated once for the run and freed
/// by `deallocate()`: the layout writes its results here without allocating or copying.
struct NodeBuffer<Value> {
  private let storage: UnsafeMutableBufferPointer<Value>

  /// `count` values, all `initial`.
  init(count: Int, initial: Value) {
    storage = .allocate(capacity: max(count, 1))
    storage.initialize(repeating: initial)
  }

  subscript(_ index: Int) -> Value {
    get { storage[index] }
    nonmutating set { storage[index] = newValue }
  }

  /// Frees the buffer; it must not be used afterwards.
  func deallocate() {
    storage.deinitialize()
    storage.deallocate()
  }
}
