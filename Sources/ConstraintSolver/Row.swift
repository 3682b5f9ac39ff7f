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

  /// Makes room for `count` cells, so that the cells added next grow neither array.
  mutating func reserveCapacity(_ count: Int) {
    symbols.reserveCapacity(count)
    coefficients.reserveCapacity(count)
  }

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

  /// Adds `coefficient × symbol`, dropping the cell when it cancels out.
  mutating func add(_ symbol: Symbol, _ coefficient: Double) {
    let (index, found) = position(of: symbol)
    if found {
      let sum = coefficients[index] + coefficient
      if abs(sum) < Self.epsilon {
        symbols.remove(at: index)
        coefficients.remove(at: index)
        return
      }
      coefficients[index] = sum
      return
    }
    guard abs(coefficient) >= Self.epsilon else { return }
    symbols.insert(symbol, at: index)
    coefficients.insert(coefficient, at: index)
  }

  /// Drops `symbol`'s cell; returns its coefficient (0 when there was none).
  @discardableResult
  mutating func remove(_ symbol: Symbol) -> Double {
    let (index, found) = position(of: symbol)
    guard found else { return 0 }
    symbols.remove(at: index)
    return coefficients.remove(at: index)
  }

  /// Adds `multiple × other`.
  mutating func add(_ other: Row, times multiple: Double) {
    var unused: [Symbol] = []
    merge(other, times: multiple, dropping: nil, gained: &unused, recording: false)
  }

  /// Replaces `symbol` by `row`, for a symbol that just became basic with that row; the
  /// symbols the row did not hold before are appended to `gained`.
  mutating func substitute(_ symbol: Symbol, with row: Row, gained: inout [Symbol]) {
    let coefficient = self.coefficient(of: symbol)
    guard coefficient != 0 else { return }
    merge(row, times: coefficient, dropping: symbol, gained: &gained, recording: true)
  }

  /// `substitute(_:with:gained:)` for a row whose symbols nobody indexes.
  mutating func substitute(_ symbol: Symbol, with row: Row) {
    var unused: [Symbol] = []
    let coefficient = self.coefficient(of: symbol)
    guard coefficient != 0 else { return }
    merge(row, times: coefficient, dropping: symbol, gained: &unused, recording: false)
  }

  /// The merge behind `add` and `substitute`: this row's cells and `multiple ×` the other's,
  /// without `dropped` (whose cell a substitution replaces). Each cell is `mine + theirs ×
  /// multiple` (`theirs × multiple` where this row has none), dropped below `epsilon`.
  ///
  /// A row much shorter than this one is added cell by cell in place (a search and, for a new
  /// symbol, an insertion each); otherwise both are walked once into new storage, written
  /// through buffers (no per-cell bounds or uniqueness checks).
  private mutating func merge(_ other: Row, times multiple: Double, dropping dropped: Symbol?,
                              gained: inout [Symbol], recording: Bool) {
    constant += other.constant * multiple
    if other.symbols.count * 16 <= symbols.count {
      if let dropped { remove(dropped) }
      for (symbol, coefficient) in other.cells {
        let (index, found) = position(of: symbol)
        if found {
          let sum = coefficients[index] + coefficient * multiple
          if abs(sum) < Self.epsilon {
            symbols.remove(at: index)
            coefficients.remove(at: index)
          } else {
            coefficients[index] = sum
          }
        } else {
          let value = coefficient * multiple
          guard abs(value) >= Self.epsilon else { continue }
          symbols.insert(symbol, at: index)
          coefficients.insert(value, at: index)
          if recording { gained.append(symbol) }
        }
      }
      return
    }
    // Room for the few cells a new constraint's row adds after its merges (its slack, error
    // or marker), so that they grow neither array.
    let capacity = symbols.count + other.symbols.count + 4
    if recording { gained.reserveCapacity(gained.count + other.symbols.count) }
    var mergedCoefficients: [Double] = []
    let mergedSymbols = [Symbol](unsafeUninitializedCapacity: capacity) { outSymbols, symbolCount in
      mergedCoefficients = [Double](unsafeUninitializedCapacity: capacity) { outCoefficients, coefficientCount in
        symbols.withUnsafeBufferPointer { mine in
          coefficients.withUnsafeBufferPointer { myCoefficients in
            other.symbols.withUnsafeBufferPointer { theirs in
              other.coefficients.withUnsafeBufferPointer { theirCoefficients in
                var i = 0, j = 0, n = 0
                let mineCount = mine.count, theirCount = theirs.count
                while i < mineCount || j < theirCount {
                  let symbol: Symbol, value: Double
                  if j == theirCount || (i < mineCount && mine[i] < theirs[j]) {
                    i += 1
                    if mine[i - 1] == dropped { continue }
                    outSymbols[n] = mine[i - 1]
                    outCoefficients[n] = myCoefficients[i - 1]
                    n += 1
                    continue
                  } else if i == mineCount || theirs[j] < mine[i] {
                    symbol = theirs[j]
                    value = theirCoefficients[j] * multiple
                    if recording && abs(value) >= Self.epsilon { gained.append(symbol) }
                  } else {
                    symbol = theirs[j]
                    value = myCoefficients[i] + theirCoefficients[j] * multiple
                    i += 1
                  }
                  j += 1
                  if abs(value) >= Self.epsilon {
                    outSymbols[n] = symbol
                    outCoefficients[n] = value
                    n += 1
                  }
                }
                coefficientCount = n
              }
            }
          }
        }
      }
      symbolCount = mergedCoefficients.count
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
}
