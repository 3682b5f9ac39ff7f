import ConstraintSolver
import LayoutCore

/// The last outcome of a kept solve, and what it takes to bring it up to date after an edit
/// that only shifted constants (no pivot: `Solver.changedVariables()` names the variables
/// that moved): the frames of the views those variables belong to, the statuses of the
/// constraints that mention them or were edited, and their views' content sizes are worked
/// out again; every other entry is the one a full rebuild would write, since nothing it reads
/// changed. Findings stay as they are: a kept layout has no conflict and no ambiguity, and
/// the constraints left out are the layout's first.
struct KeptOutcome {
  private(set) var outcome: AutoLayoutOutcome
  let order: ViewTreeOrder
  /// What each variable's change reaches, made at the first edit.
  private var reach: Reach?

  init(_ outcome: AutoLayoutOutcome, order: ViewTreeOrder) {
    self.outcome = outcome
    self.order = order
  }

  /// Brings the outcome up to date: `variables` moved and the items `edited` changed constant.
  mutating func update(_ solve: SystemSolve, variables: [Variable], edited: [Int]) -> AutoLayoutOutcome {
    let reach = self.reach ?? Reach(solve)
    self.reach = reach
    var views: Set<Int> = [], items = Set(edited)
    for variable in variables where reach.viewOfVariable.indices.contains(variable.index) {
      if reach.viewOfVariable[variable.index] >= 0 { views.insert(reach.viewOfVariable[variable.index]) }
      items.formUnion(reach.itemsOfVariable[variable.index])
    }
    let builder = ReportBuilder(solve: solve)
    var frames = outcome.result.frames
    let hidden = solve.model.layout.containerGuides
    for view in views where frames.indices.contains(view) && !hidden.contains(view) { frames[view] = solve.frame(of: view) }
    var report = outcome.report
    for item in items where reach.statusOfItem[item] >= 0 {
      let position = reach.statusOfItem[item]
      report.constraints[position] = builder.status(ofItem: item, constraint: report.constraints[position].index)
    }
    for view in views where reach.contentOfView.indices.contains(view) {
      for position in reach.contentOfView[view] {
        if let status = builder.contentStatus(reach.content[position]) { report.content[position] = status }
      }
    }
    let old = outcome.result
    let size = frames.indices.contains(solve.model.layout.root) ? frames[solve.model.layout.root]?.size ?? .zero : .zero
    let result = LayoutResult(canvas: old.canvas, size: size, order: order, frames: frames, viewCount: old.viewFlexibility.count)
    outcome = AutoLayoutOutcome(result: result, report: report)
    return outcome
  }

  /// For each variable, the view it belongs to (-1: none) and the solver items that mention
  /// it; for each item, where the report lists its status (-1: nowhere); for each view, where
  /// it lists its content sizes.
  private struct Reach {
    let viewOfVariable: [Int]
    let itemsOfVariable: [[Int]]
    let statusOfItem: [Int]
    let content: [ContentItem]
    let contentOfView: [[Int]]

    init(_ solve: SystemSolve) {
      let count = solve.model.frames.count * 4
      var viewOfVariable = [Int](repeating: -1, count: count)
      for (view, variables) in solve.model.frames {
        for variable in [variables.x, variables.y, variables.width, variables.height] where variable.index < count {
          viewOfVariable[variable.index] = view
        }
      }
      var itemsOfVariable = [[Int]](repeating: [], count: count)
      var statusOfItem = [Int](repeating: -1, count: solve.system.items.count), statuses = 0
      for (position, item) in solve.system.items.enumerated() {
        for term in item.expression.terms where term.variable.index < count { itemsOfVariable[term.variable.index].append(position) }
        if case .constraint = item.source {
          statusOfItem[position] = statuses
          statuses += 1
        }
      }
      content = ReportBuilder(solve: solve).contentItems()
      var contentOfView = [[Int]](repeating: [], count: (solve.model.frames.keys.max() ?? -1) + 1)
      for (position, item) in content.enumerated() { contentOfView[item.view].append(position) }
      self.viewOfVariable = viewOfVariable
      self.itemsOfVariable = itemsOfVariable
      self.statusOfItem = statusOfItem
      self.contentOfView = contentOfView
    }
  }
}
