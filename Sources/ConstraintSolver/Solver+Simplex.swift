/// The primal and dual simplex over the lexicographic objective.
extension Solver {
  /// The primal simplex: pivots while some non-basic symbol can lower the objective, levels
  /// compared from the highest priority down. Within a level, entering and leaving ties go to
  /// the smallest symbol id (Bland's rule).
  func optimize() {
    while let (entering, decreasing) = enteringSymbol() {
      guard let leaving = leavingRow(for: entering, decreasing: decreasing) else { return }
      pivot(entering: entering, leaving: leaving)
    }
  }

  /// A non-basic symbol whose move lowers the objective, and whether it must decrease (only an
  /// unrestricted variable may). Levels are read from the highest priority down: a symbol
  /// counts at the first level that mentions it; the symbol at the highest such level wins, the
  /// smallest id among equals. Phase one looks at the artificial objective alone.
  ///
  /// Outside phase one only the symbols whose objective coefficients changed since they were
  /// last found not improving are looked at (`objectiveChanges`): every other symbol is known
  /// not to improve, so the choice is the one a scan of every cell would make, at the cost of
  /// the cells a change touched rather than of the whole objective.
  private func enteringSymbol() -> (Symbol, Bool)? {
    if let artificial {
      return Self.improving(artificial.cells.map(\.0), depths: 1) { _, symbol in artificial.coefficient(of: symbol) }?.entering
    }
    let choice = Self.improving(objectiveChanges.symbols(), depths: levels.count,
                                coefficient: { self.levels[$0].row.coefficient(of: $1) }) { !self.tableau.isBasic($0) }
    objectiveChanges.keep(choice?.improving ?? [])
    return choice?.entering
  }

  /// Of `candidates`, the symbols whose move lowers the objective (`depths` levels, highest
  /// first; `coefficient(depth, symbol)` reads a cell), and the one to enter: at the highest
  /// level, the smallest id. `isCandidate` drops symbols that are no longer non-basic.
  private static func improving(_ candidates: [Symbol], depths: Int, coefficient: (Int, Symbol) -> Double,
                                where isCandidate: (Symbol) -> Bool = { _ in true })
    -> (entering: (Symbol, Bool), improving: [Symbol])? {
    var best: (depth: Int, symbol: Symbol, decreasing: Bool)?
    var improving: [Symbol] = []
    for symbol in candidates where symbol.kind != .dummy && isCandidate(symbol) {
      guard let depth = (0..<depths).first(where: { abs(coefficient($0, symbol)) >= Row.epsilon }) else { continue }
      let coefficient = coefficient(depth, symbol)
      guard coefficient < 0 || !symbol.isRestricted else { continue }
      improving.append(symbol)
      if let current = best, (current.depth, current.symbol.id) < (depth, symbol.id) { continue }
      best = (depth, symbol, coefficient > 0)
    }
    return best.map { ((($0.symbol, $0.decreasing)), improving) }
  }

  /// The coefficients of `symbol` in each level of the current phase's objective.
  func objectiveCoefficients(of symbol: Symbol) -> [Double] {
    if let artificial { return [artificial.coefficient(of: symbol)] }
    return levels.map { $0.row.coefficient(of: symbol) }
  }

  /// The restricted basic symbol that reaches zero first as `entering` moves: the ratio test.
  private func leavingRow(for entering: Symbol, decreasing: Bool) -> Symbol? {
    var best: (ratio: Double, symbol: Symbol)?
    for basic in tableau.column(entering) where basic.isRestricted {
      guard let row = tableau[basic] else { continue }
      let coefficient = row.coefficient(of: entering)
      guard decreasing ? coefficient > 0 : coefficient < 0 else { continue }
      let ratio = abs(row.constant / coefficient)
      if let current = best, ratio > current.ratio || (ratio == current.ratio && basic > current.symbol) { continue }
      best = (ratio, basic)
    }
    return best?.symbol
  }

  /// The dual simplex: restores feasibility after constants changed, keeping the objective
  /// optimal. Returns false when a row cannot be made feasible (the required constraints conflict).
  func dualOptimize() -> Bool {
    while let leaving = infeasible.popLast() {
      guard let row = tableau[leaving] else { continue }
      if leaving.kind == .dummy, abs(row.constant) >= Row.epsilon { return false }
      guard row.constant < -Row.epsilon else { continue }
      guard let entering = dualEnteringSymbol(row) else { return false }
      pivot(entering: entering, leaving: leaving)
    }
    return true
  }

  /// The symbol of `row` whose objective cost per unit is smallest (vectors compared level by level).
  private func dualEnteringSymbol(_ row: Row) -> Symbol? {
    var best: (ratios: [Double], symbol: Symbol)?
    for (symbol, coefficient) in row.cells where coefficient > 0 && symbol.kind != .dummy {
      let ratios = objectiveCoefficients(of: symbol).map { $0 / coefficient }
      if let current = best, !Self.isLess(ratios, current.ratios, orTieBelow: symbol < current.symbol) { continue }
      best = (ratios, symbol)
    }
    return best?.symbol
  }

  private static func isLess(_ lhs: [Double], _ rhs: [Double], orTieBelow tie: Bool) -> Bool {
    for (l, r) in zip(lhs, rhs) where abs(l - r) >= Row.epsilon { return l < r }
    return tie
  }

  /// Phase one for a row without a usable subject: an artificial variable is minimised to zero.
  /// Returns false when it cannot be (the row's constraint conflicts with the required ones).
  func addWithArtificialVariable(_ row: Row) -> Bool {
    let art = makeSymbol(.slack)
    setRow(art, row)
    // A row already at zero needs no phase one: pivoting it out below changes no constant.
    if abs(row.constant) >= Row.epsilon {
      artificial = row
      optimize()
    }
    let success = abs(artificial?.constant ?? 0) < Row.epsilon
    artificial = nil
    if var basic = removeRow(art) {
      // A basic artificial row only defines `art`; after a failure dropping it restores the
      // system as it was (its phase-one pivots were equivalences).
      if basic.isEmpty || !success { return success }
      guard let entering = leastFillingSymbol(of: basic) else { return false }
      basic.solve(for: entering, from: art)
      substitute(entering, with: basic)
      setRow(entering, basic)
    }
    for holder in tableau.column(art) { tableau.update(holder) { _ = $0.remove(art) } }
    tableau.clearColumn(art)
    for index in levels.indices { levels[index].row.remove(art) }
    return success
  }

  /// The slack or error symbol of `row` to make basic in it: the one the fewest rows hold
  /// (listed in its column), so that substituting it rewrites the fewest rows; the smallest id
  /// among equals. The sparse-elimination rule of least fill-in (Markowitz): a row that closes
  /// a long chain (the last view's bottom pinned to the root's) holds the slack and error of
  /// every length in the chain, and the first of them by id is held by every row below it —
  /// pivoting on it made all those rows dense, the last one by only that row's own few.
  private func leastFillingSymbol(of row: Row) -> Symbol? {
    var best: (count: Int, symbol: Symbol)?
    for symbol in row.symbols where symbol.kind == .slack || symbol.kind == .error {
      let count = tableau.listedCount(symbol)
      if best.map({ count < $0.count }) ?? true { best = (count, symbol) }
    }
    return best?.symbol
  }

  /// The row to pivot a removed constraint's marker into: the restricted row it limits
  /// first, else any row that holds it.
  func markerLeavingRow(_ marker: Symbol) -> Symbol? {
    var first: (Double, Symbol)?, second: (Double, Symbol)?, third: Symbol?
    for basic in tableau.column(marker) {
      guard let row = tableau[basic] else { continue }
      let coefficient = row.coefficient(of: marker)
      if !basic.isRestricted {
        third = basic
      } else if coefficient < 0 {
        let ratio = -row.constant / coefficient
        if first.map({ ratio < $0.0 }) ?? true { first = (ratio, basic) }
      } else {
        let ratio = row.constant / coefficient
        if second.map({ ratio < $0.0 }) ?? true { second = (ratio, basic) }
      }
    }
    return first?.1 ?? second?.1 ?? third
  }
}
