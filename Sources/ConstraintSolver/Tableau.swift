/// The rows of the simplex tableau and, for each symbol, the basic symbols whose rows hold it.
///
/// Both are indexed by symbol id (ids are dense), so a lookup is an index, not a hash.
/// The column lists are kept lazily: a symbol gained by a row is appended, a symbol lost is
/// not searched for; reading a column drops the rows that no longer hold the symbol (and
/// repeats) and keeps the cleaned list.
struct Tableau {
  private var rows: [Row?] = []
  private let columns = ColumnLists()

  /// The row of `basic`, nil when the symbol is not basic. Read in place (`_read`): looking at
  /// a row's constant or a cell copies nothing, where a getter retained and released its arrays.
  subscript(basic: Symbol) -> Row? {
    _read {
      if basic.id < rows.count { yield rows[basic.id] } else { yield nil }
    }
    set {
      if basic.id >= rows.count {
        guard newValue != nil else { return }
        rows += Array(repeating: nil, count: basic.id + 1 - rows.count)
      }
      rows[basic.id] = newValue
    }
  }

  /// True when `symbol` is basic (has a row).
  func isBasic(_ symbol: Symbol) -> Bool {
    guard symbol.id < rows.count, case .some = rows[symbol.id] else { return false }
    return true
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

  /// Calls `body` with every basic symbol's id and row, by id.
  func forEachRow(_ body: (Int, Row) -> Void) {
    for id in rows.indices { if let row = rows[id] { body(id, row) } }
  }

  /// Notes that the row of `basic` holds each of `symbols`.
  func note(_ symbols: [Symbol], in basic: Symbol) {
    guard let last = symbols.max() else { return }
    columns.reserve(last.id + 1)
    for symbol in symbols { columns.append(basic, to: symbol.id) }
  }

  /// The basic symbols whose rows hold `symbol`, each once, by id.
  func column(_ symbol: Symbol) -> [Symbol] {
    let listed = columns.list(symbol.id)
    guard !listed.isEmpty else { return [] }
    var holders = listed.filter { basic in
      basic.id < rows.count && (rows[basic.id]?.coefficient(of: symbol) ?? 0) != 0
    }
    holders.sort()
    var unique: [Symbol] = []
    unique.reserveCapacity(holders.count)
    for holder in holders where unique.last != holder { unique.append(holder) }
    columns.replace(symbol.id, with: unique)
    return unique
  }

  /// How many entries the column of `symbol` lists (rows that may no longer hold it and
  /// repeats included): a bound on the rows that hold it, read without cleaning the list.
  func listedCount(_ symbol: Symbol) -> Int { columns.list(symbol.id).count }

  /// Forgets the column of `symbol` (no row holds it any more).
  func clearColumn(_ symbol: Symbol) {
    columns.clear(symbol.id)
  }
}
