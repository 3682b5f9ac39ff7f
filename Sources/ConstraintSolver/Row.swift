/// One row of the tableau: `basic = constant + Σ coefficient × symbol`, or, before a basic
/// symbol is chosen, the linear form `constant + Σ coefficient × symbol` that must equal 0.
struct Row: Sendable {
  /// Coefficients closer to zero than this are dropped, so round-off never leaves ghosts.
  static let epsilon = 1.0e-9

  var constant: Double
  var cells: [Symbol: Double]

  init(constant: Double = 0, cells: [Symbol: Double] = [:]) {
    self.constant = constant
    self.cells = cells
  }

  /// The coefficient of `symbol`, 0 when the row does not hold it.
  func coefficient(of symbol: Symbol) -> Double { cells[symbol] ?? 0 }

  /// Adds `coefficient × symbol`, dropping the cell when it cancels out. Returns the change
  /// to the row's set of symbols: `.added`, `.removed` or `nil`.
  @discardableResult
  mutating func add(_ symbol: Symbol, _ coefficient: Double) -> CellChange? {
    if let old = cells[symbol] {
      let sum = old + coefficient
      if abs(sum) < Self.epsilon {
        cells[symbol] = nil
        return .removed
      }
      cells[symbol] = sum
      return nil
    }
    guard abs(coefficient) >= Self.epsilon else { return nil }
    cells[symbol] = coefficient
    return .added
  }

  /// Adds `multiple × other`; `changed` hears of every symbol gained or lost.
  mutating func add(_ other: Row, times multiple: Double, changed: (Symbol, CellChange) -> Void = { _, _ in }) {
    constant += other.constant * multiple
    for (symbol, coefficient) in other.cells {
      if let change = add(symbol, coefficient * multiple) { changed(symbol, change) }
    }
  }

  /// Negates the row.
  mutating func reverseSign() {
    constant = -constant
    for key in cells.keys { cells[key] = -(cells[key] ?? 0) }
  }

  /// Turns `0 = … + a × symbol + …` into `symbol = …`: drops `symbol` and divides by `-a`.
  mutating func solve(for symbol: Symbol) {
    let factor = -1.0 / (cells.removeValue(forKey: symbol) ?? 1)
    constant *= factor
    for key in cells.keys { cells[key] = (cells[key] ?? 0) * factor }
  }

  /// Turns `lhs = …` (this row, with `rhs` among its symbols) into `rhs = …`.
  mutating func solve(for rhs: Symbol, from lhs: Symbol) {
    cells[lhs] = -1
    solve(for: rhs)
  }

  /// Replaces `symbol` by `row`, for a symbol that just became basic with that row.
  /// `changed` hears of every symbol gained or lost.
  mutating func substitute(_ symbol: Symbol, with row: Row, changed: (Symbol, CellChange) -> Void = { _, _ in }) {
    guard let coefficient = cells.removeValue(forKey: symbol) else { return }
    changed(symbol, .removed)
    add(row, times: coefficient, changed: changed)
  }
}

/// How an operation changed the set of symbols a row holds.
enum CellChange: Sendable {
  case added
  case removed
}
