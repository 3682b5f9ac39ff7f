/// The symbols whose objective coefficients changed since the primal simplex last found them
/// not improving: the only ones its next choice of an entering symbol needs to look at.
///
/// Every change of the objective's levels notes the symbols whose cells it touched; the
/// simplex reads them, drops those that do not improve, and keeps the rest. Each symbol is
/// held once (a flag per symbol id).
struct ObjectiveChanges {
  private var pending: [Symbol] = []
  private var held: [Bool] = []

  /// Notes that `symbol`'s coefficient may have changed at some level.
  mutating func note(_ symbol: Symbol) {
    if symbol.id >= held.count { held += Array(repeating: false, count: symbol.id + 1 - held.count) }
    guard !held[symbol.id] else { return }
    held[symbol.id] = true
    pending.append(symbol)
  }

  /// Notes every symbol of `row`.
  mutating func note(_ row: Row) {
    for symbol in row.symbols { note(symbol) }
  }

  /// The symbols noted and not yet dropped.
  func symbols() -> [Symbol] { pending }

  /// Keeps only `symbols` (those found improving) for the next look.
  mutating func keep(_ symbols: [Symbol]) {
    for symbol in pending { held[symbol.id] = false }
    pending = []
    for symbol in symbols { note(symbol) }
  }
}
