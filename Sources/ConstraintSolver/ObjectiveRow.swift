/// One level of the objective: a coefficient per symbol, kept dense (an array indexed by
/// symbol id), so reading a cell is an index and substituting a basic symbol's row costs that
/// row's cells, not the level's.
///
/// A level holds the error symbols of every constraint at its priority, often thousands: as a
/// sorted row, each substitution into it (one per pivot that touches an error symbol, one per
/// content size added) was a merge over all of them, quadratic over a large layout. The
/// arithmetic is a row's, cell for cell (a sum below `Row.epsilon` is dropped to 0), so the
/// simplex makes the same choices.
struct ObjectiveRow: Sendable {
  private var coefficients: [Double] = []

  /// The coefficient of `symbol`, 0 when the level does not hold it.
  func coefficient(of symbol: Symbol) -> Double {
    symbol.id < coefficients.count ? coefficients[symbol.id] : 0
  }

  /// Adds `coefficient × symbol`; a sum closer to zero than `Row.epsilon` is dropped.
  mutating func add(_ symbol: Symbol, _ coefficient: Double) {
    if symbol.id >= coefficients.count {
      guard abs(coefficient) >= Row.epsilon else { return }
      coefficients += Array(repeating: 0, count: symbol.id + 1 - coefficients.count)
    }
    let sum = coefficients[symbol.id] + coefficient
    coefficients[symbol.id] = abs(sum) < Row.epsilon ? 0 : sum
  }

  /// Adds `multiple × row`.
  mutating func add(_ row: Row, times multiple: Double) {
    for (symbol, coefficient) in row.cells { add(symbol, coefficient * multiple) }
  }

  /// Replaces `symbol` by `row`, for a symbol that just became basic with that row. Returns
  /// false when the level did not hold the symbol (nothing changes).
  mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
    let coefficient = self.coefficient(of: symbol)
    guard coefficient != 0 else { return false }
    coefficients[symbol.id] = 0
    add(row, times: coefficient)
    return true
  }

  /// Drops `symbol`'s cell.
  mutating func remove(_ symbol: Symbol) {
    if symbol.id < coefficients.count { coefficients[symbol.id] = 0 }
  }
}
