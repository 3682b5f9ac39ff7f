/// Building a constraint's row and keeping the tableau and its column index in step.
extension Solver {
  /// The row of a new constraint: its expression with basic variables substituted, and the
  /// slack, dummy and error symbols its relation and strength call for.
  func makeRow(_ record: inout ConstraintRecord) -> Row {
    var row = Row(constant: record.expression.constant)
    var cells = 3  // the slack, error and marker symbols added below
    for term in record.expression.terms where variableSymbols.indices.contains(term.variable.index) {
      cells += tableau[variableSymbols[term.variable.index]]?.symbols.count ?? 1
    }
    row.reserveCapacity(cells)
    for term in record.expression.terms where variableSymbols.indices.contains(term.variable.index) {
      let symbol = variableSymbols[term.variable.index]
      if let basic = tableau[symbol] {
        row.add(basic, times: term.coefficient)
      } else {
        row.add(symbol, term.coefficient)
      }
    }
    let optional = !record.strength.isRequired
    switch record.relation {
    case .lessOrEqual, .greaterOrEqual:
      let coefficient = record.relation == .lessOrEqual ? 1.0 : -1.0
      record.marker = makeSymbol(.slack)
      record.markerCoefficient = coefficient
      row.add(record.marker, coefficient)
      if optional {
        let error = makeSymbol(.error)
        record.other = error
        row.add(error, -coefficient)
        addToObjective(error, weight: 1, priority: record.strength.priority)
      }
    case .equal where optional:
      let plus = makeSymbol(.error), minus = makeSymbol(.error)
      record.marker = plus
      record.other = minus
      record.markerCoefficient = -1
      row.add(plus, -1)
      row.add(minus, 1)
      addToObjective(plus, weight: 1, priority: record.strength.priority)
      addToObjective(minus, weight: 1, priority: record.strength.priority)
    case .equal:
      record.marker = makeSymbol(.dummy)
      record.markerCoefficient = 1
      row.add(record.marker, 1)
    }
    if row.constant < 0 { row.reverseSign() }
    return row
  }

  /// The symbol to make basic for a new row: an external variable when there is one, else
  /// the constraint's own slack or error symbol when its coefficient lets it stay non-negative.
  func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Symbol? {
    if let external = row.symbols.first(where: { $0.kind == .external }) { return external }
    for symbol in [record.marker, record.other].compactMap({ $0 })
    where (symbol.kind == .slack || symbol.kind == .error) && row.coefficient(of: symbol) < 0 {
      return symbol
    }
    return nil
  }

  /// Adds `weight × symbol` to the objective level of `priority`, creating the level.
  func addToObjective(_ symbol: Symbol, weight: Double, priority: Double) {
    journal.restructured = true
    let index = level(for: priority)
    if let basic = tableau[symbol] {
      levels[index].row.add(basic, times: weight)
      objectiveChanges.note(basic)
    } else {
      levels[index].row.add(symbol, weight)
      objectiveChanges.note(symbol)
    }
  }

  private func level(for priority: Double) -> Int {
    if let index = levels.firstIndex(where: { $0.priority <= priority }) {
      if levels[index].priority == priority { return index }
      levels.insert(ObjectiveLevel(priority: priority), at: index)
      return index
    }
    levels.append(ObjectiveLevel(priority: priority))
    return levels.count - 1
  }

  /// Makes `row` the row of `basic`, indexing its symbols.
  func setRow(_ basic: Symbol, _ row: Row) {
    journal.restructured = true
    tableau[basic] = row
    tableau.note(row.symbols, in: basic)
  }

  /// Takes the row of `basic` out of the tableau and the index.
  @discardableResult
  func removeRow(_ basic: Symbol) -> Row? {
    guard let row = tableau[basic] else { return nil }
    journal.restructured = true
    tableau[basic] = nil
    return row
  }

  /// Replaces `symbol` by `row` everywhere: in every row that holds it and in the objective.
  /// Restricted basic symbols whose rows go negative are noted as infeasible.
  func substitute(_ symbol: Symbol, with row: Row) {
    journal.restructured = true
    for basic in tableau.column(symbol) {
      var gained: [Symbol] = []
      tableau.update(basic) { held in
        held.substitute(symbol, with: row, gained: &gained)
      }
      tableau.note(gained, in: basic)
      if basic.isRestricted, let constant = tableau[basic]?.constant, constant < -Row.epsilon { infeasible.append(basic) }
    }
    tableau.clearColumn(symbol)
    var inObjective = false
    for index in levels.indices where levels[index].row.substitute(symbol, with: row) { inObjective = true }
    if inObjective { objectiveChanges.note(row) }
    artificial?.substitute(symbol, with: row)
  }

  /// Makes `entering` basic in place of `leaving`.
  func pivot(entering: Symbol, leaving: Symbol) {
    guard var row = removeRow(leaving) else { return }
    row.solve(for: entering, from: leaving)
    substitute(entering, with: row)
    setRow(entering, row)
  }

  /// Forgets the objective entries of a constraint that could not be added.
  func removeAddedSymbols(of record: ConstraintRecord) {
    for symbol in [record.marker, record.other].compactMap({ $0 }) where symbol.kind == .error {
      addToObjective(symbol, weight: -1, priority: record.strength.priority)
    }
  }
}
