import CMalloc

/// The memory a large script's evaluation leaves free: its syntax tree and the evaluator's
/// working state, a hundred thousand small blocks scattered over the heap, which the C
/// allocator keeps for itself unless asked. Giving them back to the system before layout keeps
/// a big script's peak memory to what the layout itself needs.
enum FreedMemory {
  /// Below this many bytes of source, what is freed is too little to ask for.
  private static let worthwhileSourceLength = 1 << 20

  /// Returns the free memory to the system after evaluating a script of `sourceLength` bytes.
  static func release(afterEvaluating sourceLength: Int) {
    if sourceLength >= worthwhileSourceLength { malloc_trim(0) }
  }
}
