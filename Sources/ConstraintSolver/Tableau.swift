/// The rows of the simplex tableau and, for each symbol, the basic symbols whose rows hold it.
///
/// Both are arrays indexed by symbol id (ids are dense), so a lookup is an index, not a hash.
/// The column lists are kept lazily: a symbol gained by a row is appended, a symbol lost is
/// not searched for; reading a column drops the rows that no longer hold the symbol (and
/// repeats) and keeps the cleaned list.
struct Tableau {
  private var rows: [Row?] = []
  private var columns: [[Symbol]] = []

  /// The row of `basic`, nil when the symbol is not basic.
  subscript(basic: Symbol) -> Row? {
    get { basic.id < rows.count ? rows[basic.id] : nil }
    set {
      if basic.id >= rows.count {
        guard newValue != nil else { return }
        rows += Array(repeating: nil, count: basic.id + 1 - rows.count)
      }
      rows[basic.id] = newValue
    }
  }

  /// Changes the row of `basic` in place; returns false when the symbol is not basic.
  @discardableResult
  mutating func update(_ basic: Symbol, _ change: (inout Row) -> Void) -> Bool {
    guard basic.id < rows.count, var row = rows[basic.id] else { return false }
    rows[basic.id] = nil  // the row's arrays stay uniquely referenced while they change
    change(&row)
    rows[basic.id] = row
    return true
  }

  /// Notes that the row of `basic` holds `symbol`.
  mutating func note(_ symbol: Symbol, in basic: Symbol) {
    if symbol.id >= columns.count { columns += Array(repeating: [], count: symbol.id + 1 - columns.count) }
    columns[symbol.id].append(basic)
  }

  /// The basic symbols whose rows hold `symbol`, each once, by id.
  mutating func column(_ symbol: Symbol) -> [Symbol] {
    guard symbol.id < columns.count, !columns[symbol.id].isEmpty else { return [] }
    var holders = columns[symbol.id].filter { basic in
      basic.id < rows.count && (rows[basic.id]?.coefficient(of: symbol) ?? 0) != 0
    }
    holders.sort()
    var unique: [Symbol] = []
    unique.reserveCapacity(holders.count)
    for holder in holders where unique.last != holder { unique.append(holder) }
    columns[symbol.id] = unique
    return unique
  }

  /// Forgets the column of `symbol` (no row holds it any more).
  mutating func clearColumn(_ symbol: Symbol) {
    if symbol.id < columns.count { columns[symbol.id] = [] }
  }

  /// The ids of the symbols some row may hold.
  var columnIDs: [Int] { columns.indices.filter { !columns[$0].isEmpty } }
}
