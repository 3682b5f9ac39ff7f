import AutoLayoutEngine
import ConstraintSolver
import Foundation
import LayoutCore
import LayoutPipeline
import LayoutScript

/// Issue 11's speed figures: the 1,000-row anchors layout solved in full, one constant changed
/// and re-solved, and (with `--kiwi PYTHON`) kiwisolver adding the same constraints, side by side.
enum AnchorsBench {
  static func run(runs: Int, kiwiPython: String?, rows: Int = 1_000) {
    let source = AnchorsListScript.source(rows: rows)
    let script = BenchTree.evaluate(source, path: "anchors-1000.ql")
    guard let anchors = script.anchors else { print("anchors: the benchmark script has no anchors layout"); return }
    let options = LayoutOptions(canvas: CanvasOverride(size: Size(width: 375, height: .infinity), mode: .fit))
    var laidOut: LaidOutScript?
    let pipeline = Measure.medianMilliseconds(runs: max(runs / 5, 3)) { laidOut = Pipeline.layout(script, options: options) }
    let height = laidOut?.result?.size.height ?? 0
    print("anchors (a) \(rows) rows × 4 views, \(anchors.layout.constraints.count) constraints: whole layout (fit pass, "
          + "ambiguity, exact pass) \(FigureTable.format(pipeline, decimals: 2)) ms; ambiguous \(laidOut?.constraints?.ambiguous.count ?? -1), "
          + "height \(FigureTable.format(height, decimals: 1))")
    let fitted = BenchTree.evaluate(AnchorsListScript.source(rows: rows, heightByFit: true), path: "anchors-fit-1000.ql")
    var fittedHeight = 0.0
    let fit = Measure.medianMilliseconds(runs: 3) { fittedHeight = Pipeline.layout(fitted, options: options).result?.size.height ?? 0 }
    print("anchors (a') the same rows, the last bottom only at least 16 above the root's, so the fit alone sets the height: "
          + "whole layout \(FigureTable.format(fit, decimals: 2)) ms (target 1,000 ms), height \(FigureTable.format(fittedHeight, decimals: 1))")
    let kinds = script.views.map(\.kind), names = script.views.map(\.name)
    let exact = Canvas(width: 375, height: height, mode: .exact)
    var live = LiveLayout()
    let solve = Measure.medianMilliseconds(runs: runs) {
      live = LiveLayout()
      _ = live.layout(anchors.layout, kinds: kinds, canvas: exact)
    }
    print("anchors full solve (every constraint added to a new solver, 375 × \(FigureTable.format(height, decimals: 1)) exact): "
          + "\(FigureTable.format(solve, decimals: 2)) ms, median of \(runs)")
    guard let edited = anchors.layout.constraints.firstIndex(where: { names[$0.item] == "icon\(rows / 2)" && $0.attribute == .leading })
    else { return }
    editFigure(script, options: options, view: "icon\(rows / 2)", runs: runs)
    // The frame variables are made four per placed view, in layout order: x first.
    let editedVariable = 4 * (anchors.layout.placed.firstIndex(of: anchors.layout.constraints[edited].item) ?? 0)
    solverEditFigure(live.linearConstraints, editing: editedVariable)
    if let kiwiPython { compare(with: kiwiPython, live, editing: editedVariable) }
  }

  /// One constant changed and laid out again the way a session does it (`:set VIEW.leading.constant`):
  /// the override applied to the evaluated script and `Pipeline.layout` with the session's
  /// memory, which finds the one constant changed and re-solves the kept solver in place.
  private static func editFigure(_ script: EvaluatedScript, options: LayoutOptions, view: String, runs: Int) {
    let memory = LayoutMemory()
    var options = options
    _ = Pipeline.layout(script, options: options, memory: memory)
    var value = 16.0, laidOut: LaidOutScript?
    let edit = Measure.medianMilliseconds(runs: max(runs, 21)) {
      value = value == 16 ? 24 : 16
      options.constraintOverrides = [ConstraintOverride(view: view, attribute: .leading, setting: .constant(value))]
      laidOut = Pipeline.layout(script, options: options, memory: memory)
    }
    let viewID = script.views.firstIndex { $0.name == view } ?? 0
    print("anchors one-constant edit (\(view).leading 16 ↔ 24, the session's path: kept solver, dual simplex, "
          + "ambiguity, report): \(FigureTable.format(edit, decimals: 3)) ms median; solved \(memory.lastAnchorsSolve); "
          + "x = \(FigureTable.format(laidOut?.result?.frames[viewID]?.origin.x ?? -1, decimals: 1))")
  }

  /// The edit re-solve alone: the same solver constraints in a new `Solver`, and the edited
  /// view's leading constant moved between 16 and 24 (`setConstant`, re-solved by the dual
  /// simplex from the last optimum), 101 times.
  private static func solverEditFigure(_ constraints: [(terms: [(Int, Double)], constant: Double, relation: String, priority: Double)],
                                       editing variable: Int) {
    let solver = Solver()
    let count = 1 + (constraints.flatMap { $0.terms.map(\.0) }.max() ?? 0)
    let variables = (0..<count).map { _ in solver.makeVariable() }
    var edited: (id: ConstraintID, constant: Double)?
    for item in constraints {
      let expression = LinearExpression(item.terms.map { .init(variables[$0.0], $0.1) }, constant: item.constant)
      guard let id = try? solver.add(expression, Relation(rawValue: item.relation) ?? .equal, strength: Strength(item.priority)) else { continue }
      // The view's leading constraint: x − (its parent's x) − 16 == 0, required.
      if edited == nil, item.relation == "==", item.priority >= 1000, abs(item.constant) == 16,
         item.terms.contains(where: { $0.0 == variable && $0.1 == 1 }) { edited = (id, item.constant) }
    }
    guard let edited else { return }
    var step = 0
    let milliseconds = Measure.medianMilliseconds(runs: 101) {
      step += 1
      try? solver.setConstant(edited.id, step % 2 == 0 ? edited.constant : edited.constant - 8)
    }
    print("anchors one-constant re-solve in the solver alone (the leading constant 16 ↔ 24, dual simplex): "
          + "\(FigureTable.format(milliseconds, decimals: 4)) ms median of 101 (target 1 ms); x = "
          + FigureTable.format(solver.value(of: variables[variable]), decimals: 1))
  }

  /// Writes the solver constraints and times kiwisolver adding them (`scripts/kiwi-bench.py`).
  private static func compare(with python: String, _ live: LiveLayout, editing variable: Int) {
    let rows = live.linearConstraints.map { item in
      let terms = item.terms.map { "[\($0.0),\($0.1)]" }.joined(separator: ",")
      return "[[\(terms)],\(item.constant),\"\(item.relation)\",\(item.priority)]"
    }
    let path = NSTemporaryDirectory() + "qlbench-anchors-constraints.json"
    guard (try? ("[" + rows.joined(separator: ",\n") + "]").write(toFile: path, atomically: true, encoding: .utf8)) != nil else { return }
    fflush(nil)  // every stream: our lines before the child's
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = ["scripts/kiwi-bench.py", path, String(variable)]
    do {
      try process.run()
      process.waitUntilExit()
    } catch {
      print("kiwisolver: cannot run \(python): \(error)")
    }
  }
}
