import ConstraintSolver
import LayoutCore

/// A layout system solved: its constraints added in order (optional ones never stand in a
/// required one's way), each required one that cannot hold broken (left out, as UIKit
/// recovers) with its minimal conflicting set found among the required ones before it.
final class SystemSolve {
  private(set) var system: LayoutSystem
  let solver = Solver()
  let model: FrameModel
  /// `ids[i]`: the solver constraint of `system.items[i]`, nil when it was broken.
  private(set) var ids: [ConstraintID?]
  /// Each conflict: the broken item and the minimal set of items (itself included) in conflict.
  private(set) var conflicts: [(broken: Int, set: [Int])] = []

  init(_ layout: AnchorsLayout, kinds: [LeafKind], width: Double?, height: Double?) {
    model = FrameModel(layout, solver: solver)
    system = LayoutSystem(model, kinds: kinds, width: width, height: height)
    ids = Array(repeating: nil, count: system.items.count)
    var added: [Int] = []
    for index in system.items.indices where !isFitting(index) {
      if let id = try? add(system.items[index], to: solver) {
        ids[index] = id
        if system.items[index].isRequired { added.append(index) }
      } else if system.items[index].isRequired {
        let search = ConflictSearch(items: system.items, variableCount: model.frames.count * 4)
        conflicts.append((index, search.minimalSet(failing: index, among: added)))
      }
    }
    addFittingPulls()
  }

  /// True for the pull of a fitted root length to 0 (priority 50).
  private func isFitting(_ index: Int) -> Bool {
    if case .canvasLength = system.items[index].source { return !system.items[index].isRequired }
    return false
  }

  /// The fitting pulls, last, and only where the root's length is still free: when the other
  /// constraints already decide it, the pull could not change any solution, and leaving it out
  /// spares re-optimising every row against it.
  private func addFittingPulls() {
    let pulls = system.items.indices.filter { index in
      guard isFitting(index), case .canvasLength(let axis) = system.items[index].source,
            let length = model.frames[model.layout.root]?.along(axis).length else { return false }
      return solver.isFree(length)
    }
    for index in pulls { ids[index] = try? add(system.items[index], to: solver) }
  }

  /// Makes the root exactly `length` long on `axis` (a fitted length becomes required), in
  /// place: the fitting constraint is removed and the required one added to the same solver.
  ///
  /// Only when it can change a frame: without a fitting pull (the other constraints decided
  /// the length) or with no other constraint at or below the pull's priority, the fitted
  /// solution is already the exact pass's optimum (it is optimal at every priority above the
  /// pull's, and the pinned system has nothing below), so it is kept as it is.
  /// Returns true when it pinned.
  @discardableResult
  func pin(_ axis: Axis, to length: Double) -> Bool {
    guard let index = system.items.firstIndex(where: { $0.source == .canvasLength(axis) }),
          let variable = model.frames[model.layout.root]?.along(axis).length,
          let pull = ids[index] else { return false }
    let level = system.items[index].priority
    guard system.items.indices.contains(where: { $0 != index && ids[$0] != nil && system.items[$0].priority <= level })
    else { return false }
    try? solver.remove(pull)
    let old = system.items[index]
    let constraint = AnchorConstraint(item: model.layout.root, attribute: axis == .horizontal ? .width : .height, relation: .equal,
                                      secondItem: nil, secondAttribute: nil, constant: length)
    let pinned = SolverItem(source: old.source, expression: LinearExpression([.init(variable)], constant: -length),
                            relation: .equal, priority: 1000, reference: .added(constraint))
    system.items[index] = pinned
    ids[index] = try? add(pinned, to: solver)
    return true
  }

  /// Gives the layout's constraint `index` the constant and priority of `constraint` in the live solver: a new constant by `Solver.setConstant` (the dual
  /// simplex from the current optimum), a new priority by removing the constraint and adding
  /// it again. Throws when required constraints would conflict (the solve is then spoilt).
  /// Returns the item changed, nil for a constraint left out.
  @discardableResult
  func change(constraint index: Int, to constraint: AnchorConstraint) throws(SolverError) -> Int? {
    guard itemOfConstraint.indices.contains(index), let item = itemOfConstraint[index] else { return nil }
    guard let id = ids[item], let expression = model.expression(of: constraint) else { throw .unknown }
    let old = system.items[item]
    let updated = SolverItem(source: old.source, expression: expression, relation: old.relation,
                             priority: constraint.priority, reference: old.reference)
    if updated.priority != old.priority {
      try solver.remove(id)
      ids[item] = nil
      ids[item] = try add(updated, to: solver)
    } else if expression.constant != old.expression.constant {
      try solver.setConstant(id, expression.constant)
    }
    system.items[item] = updated
    return item
  }

  /// `itemOfConstraint[i]`: the item of the layout's constraint `i`, nil when it was left out.
  private lazy var itemOfConstraint: [Int?] = {
    var found = [Int?](repeating: nil, count: model.layout.constraints.count)
    for (position, item) in system.items.enumerated() {
      if case .constraint(let index) = item.source, found.indices.contains(index) { found[index] = position }
    }
    return found
  }()

  /// The current value of a frame variable of `view`.
  func frame(of view: Int) -> Rect? {
    guard let variables = model.frames[view] else { return nil }
    return Rect(x: Self.cleaned(solver.value(of: variables.x)), y: Self.cleaned(solver.value(of: variables.y)),
                width: Self.cleaned(solver.value(of: variables.width)), height: Self.cleaned(solver.value(of: variables.height)))
  }

  /// How far the item's constraint is from holding (0 when it holds), nil when it was broken.
  func error(of item: Int) -> Double? { ids[item].map { solver.error(of: $0) } }

  /// The value of the item's `lhs - rhs` in the solution.
  func slack(of item: Int) -> Double { system.items[item].expression.evaluated(solver.value(of:)) }

  private func add(_ item: SolverItem, to solver: Solver) throws(SolverError) -> ConstraintID {
    try solver.add(item.expression, item.relation, strength: Strength(item.priority))
  }

  /// The value without round-off: within a millionth of a point of a multiple of 1/1024, that multiple.
  private static func cleaned(_ value: Double) -> Double {
    let snapped = (value * 1024).rounded() / 1024
    return abs(snapped - value) < 1e-6 ? snapped + 0 : value
  }
}
