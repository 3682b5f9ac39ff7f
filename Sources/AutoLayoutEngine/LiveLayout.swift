import ConstraintSolver
import LayoutCore

/// How a `LiveLayout` reached its last outcome.
public enum SolvePath: Sendable, Equatable {
  /// Every constraint added to a new solver.
  case fromScratch
  /// The kept solver changed in place: `constants` constraints given a new constant (the dual
  /// simplex from the previous optimum), `priorities` removed and added again at a new priority.
  case edited(constants: Int, priorities: Int)
}

/// An anchors layout solved and kept alive between layouts: when the next layout differs from
/// the last only in constraints' constants and priorities (a knob, `:set title.top.constant
/// 24`, `:priority title.width 999`), the kept solver is changed in place — a constant through
/// `Solver.setConstant` (what edit variables are built on), a priority by removing and adding
/// that one constraint — instead of solving every constraint again.
///
/// The outcome is the one a solve from scratch gives. A layout whose required constraints
/// conflict, that is ambiguous, or whose fitted canvas needed a separate exact pass is not
/// kept, and an edit that leads there is solved from scratch: which constraint UIKit breaks
/// depends on the order constraints are added, and an ambiguous layout's frames on the path
/// the solver took.
public final class LiveLayout {
  private var kept: KeptSolve?
  /// How the last outcome was reached.
  public private(set) var lastPath = SolvePath.fromScratch

  /// A live layout with nothing solved yet.
  public init() {}

  /// Lays `layout` out on `canvas`, from the kept solve when only constants and priorities changed.
  public func layout(_ layout: AnchorsLayout, kinds: [LeafKind], canvas: Canvas) -> AutoLayoutOutcome {
    if let kept, kept.kinds == kinds, kept.canvas == canvas,
       let edits = LayoutEdits(from: kept.layout, to: layout), let outcome = edit(kept, by: edits, to: layout) {
      return outcome
    }
    return solveFromScratch(layout, kinds: kinds, canvas: canvas)
  }

  /// Every solver constraint of the kept solve as plain numbers — `(variable index,
  /// coefficient)` terms, the constant, the relation and the priority — for cross-checks with
  /// other solvers; empty when nothing is kept.
  public var linearConstraints: [(terms: [(Int, Double)], constant: Double, relation: String, priority: Double)] {
    (kept?.solve.system.items ?? []).map { item in
      (item.expression.terms.map { ($0.variable.index, $0.coefficient) }, item.expression.constant,
       item.relation.rawValue, item.priority)
    }
  }

  /// `.exact`: the root is `W × H` (both required). `.fit`: `systemLayoutSizeFitting`, the
  /// width required and the height pulled to 0 at priority 50, then made exactly the height
  /// found (`SystemSolve.pin`). Conflicts and ambiguity are found in the first pass.
  private func solveFromScratch(_ layout: AnchorsLayout, kinds: [LeafKind], canvas: Canvas) -> AutoLayoutOutcome {
    let width: Double? = canvas.width.isFinite ? max(canvas.width, 0) : nil
    let fits = canvas.mode == .fit || !canvas.height.isFinite
    let solve = SystemSolve(layout, kinds: kinds, width: width, height: fits ? nil : max(canvas.height, 0))
    let ambiguous = solve.conflicts.isEmpty ? Ambiguity.ambiguous(in: solve) : []
    let size = solve.frame(of: layout.root)?.size ?? .zero
    var pinned = false
    if width == nil { pinned = solve.pin(.horizontal, to: size.width) || pinned }
    if fits { pinned = solve.pin(.vertical, to: size.height) || pinned }
    let keeps = solve.conflicts.isEmpty && ambiguous.isEmpty && !pinned
    let order = ViewTreeOrder(layout)
    let outcome = Self.outcome(of: solve, layout, order: order, viewCount: kinds.count, canvas: canvas, ambiguous: ambiguous)
    kept = keeps ? KeptSolve(layout: layout, kinds: kinds, canvas: canvas, solve: solve,
                             outcome: KeptOutcome(outcome, order: order)) : nil
    lastPath = .fromScratch
    return outcome
  }

  /// The kept solve changed by `edits`; nil (and nothing kept) when the change breaks a
  /// required constraint or leaves the layout ambiguous, which a solve from scratch then handles.
  ///
  /// When the dual simplex only shifted constants, the outcome is the kept one brought up to
  /// date where the moved variables reach (`KeptOutcome`), and the ambiguity is read again
  /// only where the shifted rows left zero (`Solver.staysDetermined()`); a pivot or a changed
  /// priority rebuilds the outcome from the whole solution.
  private func edit(_ kept: KeptSolve, by edits: LayoutEdits, to layout: AnchorsLayout) -> AutoLayoutOutcome? {
    self.kept = nil
    let solver = kept.solve.solver
    solver.markChanges()
    var edited: [Int] = []
    do throws(SolverError) {
      for index in edits.changed {
        let item = try kept.solve.change(constraint: index, to: layout.constraints[index])
        if let item { edited.append(item) }
      }
    } catch {
      return nil
    }
    guard solver.staysDetermined() else { return nil }
    var keptOutcome = kept.outcome
    let outcome: AutoLayoutOutcome
    if let variables = solver.changedVariables() {
      outcome = keptOutcome.update(kept.solve, variables: variables, edited: edited)
    } else {
      outcome = Self.outcome(of: kept.solve, layout, order: keptOutcome.order, viewCount: kept.kinds.count, canvas: kept.canvas,
                             ambiguous: [])
      keptOutcome = KeptOutcome(outcome, order: keptOutcome.order)
    }
    self.kept = KeptSolve(layout: layout, kinds: kept.kinds, canvas: kept.canvas, solve: kept.solve,
                          outcome: keptOutcome)
    lastPath = .edited(constants: edits.constants, priorities: edits.priorities)
    return outcome
  }

  /// The frames of a solved layout and its constraints report.
  private static func outcome(of solve: SystemSolve, _ layout: AnchorsLayout, order: ViewTreeOrder, viewCount: Int,
                              canvas: Canvas, ambiguous: [(view: Int, axis: Axis)]) -> AutoLayoutOutcome {
    var frames = [Rect?](repeating: nil, count: max(viewCount, (layout.placed.max() ?? 0) + 1))
    for view in layout.placed where !layout.containerGuides.contains(view) { frames[view] = solve.frame(of: view) }
    let rootSize = frames[layout.root]?.size ?? .zero
    let result = LayoutResult(canvas: canvas, size: rootSize, order: order, frames: frames, viewCount: frames.count)
    let report = ReportBuilder(solve: solve).report(ambiguous: ambiguous)
    return AutoLayoutOutcome(result: result, report: report)
  }
}

/// What a `LiveLayout` keeps of its last solve.
private struct KeptSolve {
  let layout: AnchorsLayout
  let kinds: [LeafKind]
  let canvas: Canvas
  let solve: SystemSolve
  let outcome: KeptOutcome
}
