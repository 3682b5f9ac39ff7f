/// Which variables the constraints leave free: read from the optimal tableau, without probing.
extension Solver {
  /// The variables that can move without making any constraint worse at any priority.
  ///
  /// At the optimum, a non-basic symbol whose objective coefficient is zero at every level
  /// can change without changing the objective. When the ratio test lets it move a positive
  /// step (a restricted symbol only upwards, a variable either way; no restricted basic row
  /// at zero in its way), every variable whose row holds it moves with it: those variables,
  /// and the symbol itself when it is a variable, are free. Degenerate combinations of several
  /// such symbols that only move together are not looked for.
  public func freeVariables() -> Set<Variable> {
    var free: Set<Variable> = []
    var candidates = tableau.columnIDs.map { allSymbols[$0] }
    candidates += variableSymbols.filter { tableau[$0] == nil }
    var seen: Set<Symbol> = []
    for symbol in candidates where seen.insert(symbol).inserted && symbol.kind != .dummy && tableau[symbol] == nil
      && costsNothing(symbol) {
      for direction in symbol.isRestricted ? [1.0] : [1.0, -1.0] where canMove(symbol, direction) {
        if let index = variableIndex(of: symbol) { free.insert(Variable(index: index)) }
        for basic in tableau.column(symbol) {
          if let index = variableIndex(of: basic) { free.insert(Variable(index: index)) }
        }
      }
    }
    return free
  }

  private func costsNothing(_ symbol: Symbol) -> Bool {
    levels.allSatisfy { abs($0.row.coefficient(of: symbol)) < Row.epsilon }
  }

  /// True when `symbol` can move a positive step in `direction`: no restricted basic symbol at
  /// zero would go negative.
  private func canMove(_ symbol: Symbol, _ direction: Double) -> Bool {
    for basic in tableau.column(symbol) where basic.isRestricted {
      guard let row = tableau[basic] else { continue }
      if row.coefficient(of: symbol) * direction < 0, row.constant < Row.epsilon { return false }
    }
    return true
  }

  private func variableIndex(of symbol: Symbol) -> Int? {
    guard symbol.kind == .external else { return nil }
    return externalIndex[symbol]
  }
}
