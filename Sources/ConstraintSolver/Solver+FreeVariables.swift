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
  ///
  /// One pass over the rows: the restricted rows at zero say which symbols they block in which
  /// direction, then the variables' rows say which of them hold a symbol that can move.
  public func freeVariables() -> Set<Variable> {
    var free: Set<Variable> = []
    guard let moves = movingSymbols() else { return free }
    for (index, symbol) in variableSymbols.enumerated() where moves(symbol) { free.insert(Variable(index: index)) }
    return free
  }

  /// True when `variable` is free (`freeVariables()` would list it), read from its own row.
  public func isFree(_ variable: Variable) -> Bool {
    guard variableSymbols.indices.contains(variable.index), let moves = movingSymbols() else { return false }
    return moves(variableSymbols[variable.index])
  }

  /// Whether a variable's symbol moves: itself when it is non-basic and can move, or through a
  /// cell of its row that can. Nil when no variable nor any symbol a row holds can move
  /// (nothing is free), so a determined layout's rows are not read again.
  private func movingSymbols() -> ((Symbol) -> Bool)? {
    var blocked = [UInt8](repeating: 0, count: allSymbols.count)  // bit 0: upwards, bit 1: downwards
    tableau.forEachRow { basic, row in
      guard allSymbols[basic].isRestricted, row.constant < Row.epsilon else { return }
      for (symbol, coefficient) in row.cells { blocked[symbol.id] |= coefficient < 0 ? 1 : 2 }
    }
    var moves = [Bool](repeating: false, count: allSymbols.count), anyMoves = false
    for symbol in allSymbols where symbol.kind != .dummy && !tableau.isBasic(symbol) && costsNothing(symbol) {
      moves[symbol.id] = blocked[symbol.id] & 1 == 0 || (!symbol.isRestricted && blocked[symbol.id] & 2 == 0)
      // A symbol no row lists (an artificial variable's, once dropped) frees nothing.
      anyMoves = anyMoves || (moves[symbol.id] && (symbol.kind == .external || tableau.listedCount(symbol) > 0))
    }
    guard anyMoves else { return nil }
    return { symbol in
      guard let row = self.tableau[symbol] else { return moves[symbol.id] }
      return row.cells.contains { moves[$0.0.id] }
    }
  }

  /// True when no variable became free since `markChanges()`, for a tableau that left none free
  /// then (`freeVariables()` was empty): what a layout kept because it was determined needs
  /// after an edit, at the cost of the rows the edit touched.
  ///
  /// When the edit only shifted constants (no pivot, nothing added or removed), the objective
  /// and the columns are as they were, so a symbol can only have come free where a restricted
  /// row that blocked it at zero left zero: those symbols alone are looked at again. Any
  /// other change reads the whole tableau (`freeVariables()`).
  public func staysDetermined() -> Bool {
    guard !journal.restructured else { return freeVariables().isEmpty }
    for (basic, old) in journal.shifted where basic.isRestricted && old < Row.epsilon {
      guard let row = tableau[basic], row.constant >= Row.epsilon else { continue }
      for (symbol, _) in row.cells where symbol.kind != .dummy && costsNothing(symbol) {
        for direction in symbol.isRestricted ? [1.0] : [1.0, -1.0] where canMove(symbol, direction) {
          if symbol.kind == .external || tableau.column(symbol).contains(where: { $0.kind == .external }) { return false }
        }
      }
    }
    return true
  }

  private func costsNothing(_ symbol: Symbol) -> Bool {
    for index in levels.indices where abs(levels[index].row.coefficient(of: symbol)) >= Row.epsilon { return false }
    return true
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
}
