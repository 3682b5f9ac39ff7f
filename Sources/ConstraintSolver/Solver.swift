/// An incremental Cassowary solver (Badros, Borning and Stuckey, 2001) for linear equalities
/// and inequalities with layout priorities.
///
/// The tableau is kept in solved form (every basic symbol's row in terms of non-basic ones),
/// feasible after every call. Required constraints (priority 1000) must hold: adding one that
/// cannot is refused with `SolverError.unsatisfiable` and leaves the solver as it was.
/// Optional constraints get error symbols; their priorities are kept apart as levels of a
/// lexicographic objective, one row per distinct priority, so the total error of a higher level
/// is minimised before any lower level is looked at — never traded against it, whatever the
/// number of lower constraints. Constants change in place (`setConstant`, and edit variables
/// through `suggest`), re-solved by the dual simplex from the previous optimum.
public final class Solver {
  /// The tableau: `tableau[basic]` gives the basic symbol in terms of non-basic ones.
  var tableau = Tableau()
  /// Every symbol made, by id.
  var allSymbols: [Symbol] = []
  /// The objective, one level per distinct optional priority, highest first.
  var levels: [ObjectiveLevel] = []
  /// The objective of phase one while a constraint is added through an artificial variable.
  var artificial: Row?
  /// The symbols the primal simplex must look at again (see `ObjectiveChanges`).
  var objectiveChanges = ObjectiveChanges()
  /// Basic restricted symbols whose rows went negative during a change of constants.
  var infeasible: [Symbol] = []
  /// What changed since `markChanges()`.
  var journal = ChangeJournal()
  var constraints: [Int: ConstraintRecord] = [:]
  var variableSymbols: [Symbol] = []
  /// The variable index of each variable's symbol.
  var externalIndex: [Symbol: Int] = [:]
  private var nextSymbol = 0
  private var nextConstraint = 0

  /// An empty solver.
  public init() {}

  /// A new variable, 0 until constraints say otherwise.
  public func makeVariable() -> Variable {
    let symbol = makeSymbol(.external)
    variableSymbols.append(symbol)
    externalIndex[symbol] = variableSymbols.count - 1
    return Variable(index: variableSymbols.count - 1)
  }

  /// The variable's value in the current solution.
  public func value(of variable: Variable) -> Double {
    guard variableSymbols.indices.contains(variable.index) else { return 0 }
    return tableau[variableSymbols[variable.index]]?.constant ?? 0
  }

  /// Starts recording what changes (`changedVariables()`, `staysDetermined()` read it).
  public func markChanges() { journal.mark() }

  /// The variables whose values changed since `markChanges()`, by index; nil when the tableau
  /// changed in more than its rows' constants (a pivot, a constraint added or removed), where
  /// any value may have moved. A variable listed may have come back to its value.
  public func changedVariables() -> [Variable]? {
    guard !journal.restructured else { return nil }
    return journal.shifted.compactMap { externalIndex[$0.basic].map { Variable(index: $0) } }
  }

  /// How many constraints the solver holds (edit constraints included).
  public var constraintCount: Int { constraints.count }

  /// Adds `expression RELATION 0` at `strength` and re-solves. Throws `.unsatisfiable` for a
  /// required constraint in conflict with the required ones already added (nothing changes).
  @discardableResult
  public func add(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) throws(SolverError) -> ConstraintID {
    var record = ConstraintRecord(expression: expression, relation: relation, strength: strength,
                                  marker: Symbol(id: -1, kind: .dummy), other: nil, markerCoefficient: 1)
    var row = makeRow(&record)
    var subject = chooseSubject(row, record)
    if subject == nil, row.symbols.allSatisfy({ $0.kind == .dummy }) {
      guard abs(row.constant) < Row.epsilon else { throw .unsatisfiable }
      subject = record.marker
    }
    if let subject {
      row.solve(for: subject)
      substitute(subject, with: row)
      setRow(subject, row)
    } else {
      guard addWithArtificialVariable(row) else {
        removeAddedSymbols(of: record)
        optimize()
        throw .unsatisfiable
      }
    }
    let id = ConstraintID(index: nextConstraint)
    nextConstraint += 1
    constraints[id.index] = record
    optimize()
    return id
  }

  /// Removes a constraint and re-solves.
  public func remove(_ id: ConstraintID) throws(SolverError) {
    guard let record = constraints.removeValue(forKey: id.index) else { throw .unknown }
    for symbol in [record.marker, record.other].compactMap({ $0 }) where symbol.kind == .error {
      addToObjective(symbol, weight: -1, priority: record.strength.priority)
    }
    if removeRow(record.marker) == nil, let leaving = markerLeavingRow(record.marker), var row = removeRow(leaving) {
      row.solve(for: record.marker, from: leaving)
      substitute(record.marker, with: row)
    }
    tableau.clearColumn(record.marker)
    optimize()
  }

  /// The constraint's expression as it now stands (its constant may have been changed).
  public func expression(of id: ConstraintID) -> LinearExpression? { constraints[id.index]?.expression }

  /// How far the constraint is from holding in the current solution: 0 when it holds.
  public func error(of id: ConstraintID) -> Double {
    guard let record = constraints[id.index] else { return 0 }
    let value = record.expression.evaluated(self.value(of:))
    switch record.relation {
    case .equal: return abs(value)
    case .lessOrEqual: return max(0, value)
    case .greaterOrEqual: return max(0, -value)
    }
  }

  func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
    let symbol = Symbol(id: nextSymbol, kind: kind)
    nextSymbol += 1
    allSymbols.append(symbol)
    return symbol
  }
}

/// What the solver remembers of a constraint: what it says and the symbols it added.
struct ConstraintRecord {
  var expression: LinearExpression
  let relation: Relation
  let strength: Strength
  /// The slack, dummy or positive error symbol that identifies the constraint's row.
  var marker: Symbol
  /// The second error symbol of an optional constraint.
  var other: Symbol?
  /// The marker's coefficient in the constraint's original row (before any sign change).
  var markerCoefficient: Double
}

/// One priority of the objective: the sum of the errors of the constraints at that priority.
struct ObjectiveLevel {
  let priority: Double
  var row = ObjectiveRow()
}
