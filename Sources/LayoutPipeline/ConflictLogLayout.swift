import AutoLayoutEngine
import LayoutCore
import LayoutScript

/// A console log laid out as UIKit recovers from it: its conflict analysed
/// (`ConflictLogAnalysis`), then the constraint UIKit breaks moved to the end of the layout's
/// constraints, so that the engine — which breaks the required constraint that cannot be added
/// — adds every other one first and breaks that one: the frames are the layout after recovery.
enum ConflictLogLayout {
  /// Analyses `anchors`' log and reorders its constraints for the recovery; the findings.
  /// `edited`: knobs changed the log's constants or priorities (then a conflict that is gone is gone).
  static func prepare(_ anchors: inout AnchorsScript, edited: Bool) -> ConflictLogFindings {
    guard let log = anchors.log else { return ConflictLogFindings() }
    let findings = ConflictLogAnalysis.analyse(anchors.layout, log: log, trustingTheLog: !edited)
    if let broken = findings.broken, let index = log.entries[broken].constraint {
      let count = anchors.layout.constraints.count
      anchors.layout.constraints.append(anchors.layout.constraints.remove(at: index))
      if anchors.locations.indices.contains(index) { anchors.locations.append(anchors.locations.remove(at: index)) }
      anchors.log = log.movingConstraintToEnd(index, count: count)
    }
    return findings
  }
}
