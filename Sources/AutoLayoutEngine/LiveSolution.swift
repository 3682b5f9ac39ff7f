import ConstraintSolver
import LayoutCore

/// An anchors layout solved once and kept: its constants change in place and are re-solved
/// from the previous optimum by the dual simplex (no constraint is removed or re-added), as
/// knobs and the benchmark's edit need.
public final class LiveSolution {
  private let solve: SystemSolve

  /// Solves `layout` with the root `width × height` (both required).
  public init(_ layout: AnchorsLayout, kinds: [LeafKind], names: [String], width: Double, height: Double) {
    solve = SystemSolve(layout, kinds: kinds, names: names, width: width, height: height)
  }

  /// The view's frame in canvas coordinates.
  public func frame(of view: Int) -> Rect? { solve.frame(of: view) }

  /// Gives the layout's constraint `index` the constant `value` and re-solves. Throws
  /// `SolverError.conflictingChange` (keeping the old value) when required constraints would conflict.
  public func setConstant(ofConstraint index: Int, to value: Double) throws(SolverError) {
    guard let item = solve.system.items.firstIndex(where: { $0.source == .constraint(index) }),
          let id = solve.ids[item] else { throw .unknown }
    // The item keeps the expression as written: `… - constant`.
    let written = solve.model.layout.constraints[index].constant
    try solve.solver.setConstant(id, solve.system.items[item].expression.constant + written - value)
  }

  /// Every solver constraint as plain numbers — `(variable index, coefficient)` terms, the
  /// constant, the relation and the priority — for cross-checks with other solvers.
  public var linearConstraints: [(terms: [(Int, Double)], constant: Double, relation: String, priority: Double)] {
    solve.system.items.map { item in
      (item.expression.terms.map { ($0.variable.index, $0.coefficient) }, item.expression.constant,
       item.relation.rawValue, item.priority)
    }
  }
}
