/// One row of the tableau: `basic = constant + Σ coefficient × symbol`, or, before a basic
/// symbol is chosen, the linear form `constant + Σ coefficient × symbol` that must equal 0.
///
/// The cells are kept sorted by symbol id in two parallel arrays: adding a multiple of another
/// row (the substitution every pivot does, over and over) is then one merge, with no hashing.
struct Row: Sendable {
  /// Coefficients closer to zero than this are dropped, so round-off never leaves ghosts.
  static let epsilon = 1.0e-9

  var constant: Double
  private(set) var symbols: [Symbol] = []
  private(set) var coefficients: [Double] = []

  init(constant: Double = 0) {
    self.constant = constant
  }

  /// The symbols and their coefficients, by symbol id.
  var cells: Zip2Sequence<[Symbol], [Double]> { zip(symbols, coefficients) }

  /// True when the row holds no symbol.
  var isEmpty: Bool { symbols.isEmpty }

  /// Where `symbol` is, or where it would go.
  private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
    var low = 0, high = symbols.count
    while low < high {
      let middle = (low + high) / 2
      if symbols[middle].id < symbol.id { low = middle + 1 } else { high = middle }
    }
    return (low, low < symbols.count && symbols[low].id == symbol.id)
  }

  /// The coefficient of `symbol`, 0 when the row does not hold it.
  func coefficient(of symbol: Symbol) -> Double {
    let (index, found) = position(of: symbol)
    return found ? coefficients[index] : 0
  }

  /// Adds `coefficient × symbol`, dropping the cell when it cancels out. Returns the change
  /// to the row's set of symbols: `.added`, `.removed` or `nil`.
  @discardableResult
  mutating func add(_ symbol: Symbol, _ coefficient: Double) -> CellChange? {
    let (index, found) = position(of: symbol)
    if found {
      let sum = coefficients[index] + coefficient
      if abs(sum) < Self.epsilon {
        symbols.remove(at: index)
        coefficients.remove(at: index)
        return .removed
      }
      coefficients[index] = sum
      return nil
    }
    guard abs(coefficient) >= Self.epsilon else { return nil }
    symbols.insert(symbol, at: index)
    coefficients.insert(coefficient, at: index)
    return .added
  }

  /// Drops `symbol`'s cell; returns its coefficient (0 when there was none).
  @discardableResult
  mutating func remove(_ symbol: Symbol) -> Double {
    let (index, found) = position(of: symbol)
    guard found else { return 0 }
    symbols.remove(at: index)
    return coefficients.remove(at: index)
  }

  /// Adds `multiple × other` in one merge; `changed` hears of every symbol gained or lost.
  mutating func add(_ other: Row, times multiple: Double, changed: (Symbol, CellChange) -> Void = { _, _ in }) {
    merge(other, times: multiple, dropping: nil, changed: changed)
  }

  /// The merge behind `add` and `substitute`: this row's cells and `multiple ×` the other's,
  /// without `dropped` (whose cell a substitution replaces).
  private mutating func merge(_ other: Row, times multiple: Double, dropping dropped: Symbol?,
                              changed: (Symbol, CellChange) -> Void) {
    constant += other.constant * multiple
    let capacity = symbols.count + other.symbols.count
    var mergedSymbols: [Symbol] = [], mergedCoefficients: [Double] = []
    mergedSymbols.reserveCapacity(capacity)
    mergedCoefficients.reserveCapacity(capacity)
    symbols.withUnsafeBufferPointer { mine in
      coefficients.withUnsafeBufferPointer { myCoefficients in
        other.symbols.withUnsafeBufferPointer { theirs in
          other.coefficients.withUnsafeBufferPointer { theirCoefficients in
            var i = 0, j = 0
            while i < mine.count || j < theirs.count {
              if j == theirs.count || (i < mine.count && mine[i].id < theirs[j].id) {
                if mine[i].id == dropped?.id {
                  i += 1
                  continue
                }
                mergedSymbols.append(mine[i])
                mergedCoefficients.append(myCoefficients[i])
                i += 1
                continue
              }
              let isShared = i < mine.count && mine[i].id == theirs[j].id
              let value = (isShared ? myCoefficients[i] : 0) + theirCoefficients[j] * multiple
              if abs(value) >= Self.epsilon {
                mergedSymbols.append(theirs[j])
                mergedCoefficients.append(value)
                if !isShared { changed(theirs[j], .added) }
              } else if isShared {
                changed(theirs[j], .removed)
              }
              if isShared { i += 1 }
              j += 1
            }
          }
        }
      }
    }
    symbols = mergedSymbols
    coefficients = mergedCoefficients
  }

  /// Negates the row.
  mutating func reverseSign() {
    constant = -constant
    for index in coefficients.indices { coefficients[index] = -coefficients[index] }
  }

  /// Turns `0 = … + a × symbol + …` into `symbol = …`: drops `symbol` and divides by `-a`.
  mutating func solve(for symbol: Symbol) {
    let own = remove(symbol)
    let factor = -1.0 / (own == 0 ? 1 : own)
    constant *= factor
    for index in coefficients.indices { coefficients[index] *= factor }
  }

  /// Turns `lhs = …` (this row, with `rhs` among its symbols) into `rhs = …`.
  mutating func solve(for rhs: Symbol, from lhs: Symbol) {
    add(lhs, -1 - coefficient(of: lhs))
    solve(for: rhs)
  }

  /// Replaces `symbol` by `row`, for a symbol that just became basic with that row.
  /// `changed` hears of every symbol gained or lost.
  mutating func substitute(_ symbol: Symbol, with row: Row, changed: (Symbol, CellChange) -> Void = { _, _ in }) {
    let coefficient = self.coefficient(of: symbol)
    guard coefficient != 0 else { return }
    changed(symbol, .removed)
    merge(row, times: coefficient, dropping: symbol, changed: changed)
  }
}

/// How an operation changed the set of symbols a row holds.
enum CellChange: Sendable {
  case added
  case removed
}
