import AutoLayoutEngine
import LayoutCore
import LayoutScript

/// A console log laid out as UIKit recovers from it: its conflict analysed
/// (`ConflictLogAnalysis`), the constraint UIKit breaks moved to the end of the layout's
/// constraints and left out of what the engine solves (UIKit deactivates it), then the
/// engine's report told of the conflict: that constraint BROKEN, the set unsatisfiable, its
/// views in conflict. The engine so never searches the conflict again (on a long chain of
/// views that search costs seconds), and the frames are the layout after recovery.
enum ConflictLogLayout {
  /// Analyses `anchors`' log and moves the broken constraint last; the findings, and the
  /// layout the engine solves (without it). `edited`: knobs changed the log's constants or
  /// priorities (then a conflict that is gone is gone).
  static func prepare(_ anchors: inout AnchorsScript, _ log: inout ConflictLog,
                      edited: Bool) -> (ConflictLogFindings, AnchorsLayout) {
    let findings = ConflictLogAnalysis.analyse(anchors.layout, log: log, trustingTheLog: !edited)
    guard let broken = findings.broken, let index = log.entries[broken].constraint else { return (findings, anchors.layout) }
    let count = anchors.layout.constraints.count
    anchors.layout.constraints.append(anchors.layout.constraints.remove(at: index))
    if anchors.locations.indices.contains(index) { anchors.locations.append(anchors.locations.remove(at: index)) }
    log = log.movingConstraintToEnd(index, count: count)
    var solved = anchors.layout
    solved.constraints.removeLast()
    return (findings, solved)
  }

  /// The engine's report of the layout without the broken constraint, told of the log's conflict.
  static func report(_ engine: ConstraintsReport, _ findings: ConflictLogFindings, _ anchors: AnchorsScript,
                     _ log: ConflictLog) -> ConstraintsReport {
    var report = engine
    report.log = findings
    guard findings.hasConflict else { return report }
    let layout = anchors.layout
    if let broken = findings.broken, let index = log.entries[broken].constraint, index == layout.constraints.count - 1 {
      report.constraints.append(ConstraintStatus(index: index, isActive: false, error: 0, isBinding: false))
    }
    let set = findings.minimalSet.compactMap { log.entries[$0].constraint }
      + log.implicit.filter { findings.implicitRules.contains($0.value) }.map(\.key)
    let indices = set.filter { layout.constraints.indices.contains($0) }
    for index in indices where !report.unsatisfiable.contains(.layout(index)) { report.unsatisfiable.append(.layout(index)) }
    let constraints = indices.map { layout.constraints[$0] }
    report.conflictingViews.formUnion(constraints.flatMap { [$0.item] + [$0.secondItem].compactMap { $0 } })
    report.conflictingViews.remove(layout.root)
    return report
  }
}
