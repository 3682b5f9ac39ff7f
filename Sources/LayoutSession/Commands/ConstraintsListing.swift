import LayoutCore
import LayoutRender
import LayoutScript

/// `:constraints [NAME]`: every constraint of an anchors layout (or those that mention the
/// view) in normalized text, marked active or broken, and holding exactly or off by how much;
/// then what is ambiguous and what conflicts.
struct ConstraintsListing {
  let script: EvaluatedScript
  let report: ConstraintsReport
  /// The view to list the constraints of; nil for all.
  let view: Int?

  var text: String {
    let layout = script.anchors?.layout
    let log = script.conflictLog
    let words = ConstraintWords(script: script)
    let statuses = report.constraints.filter { status in
      // A console log's own constraints only, not the rules of UIKit's it does not print.
      if let log, log.implicit[status.index] != nil { return false }
      guard let view, let constraint = layout?.constraints[status.index] else { return true }
      return constraint.item == view || constraint.secondItem == view
    }
    guard !statuses.isEmpty else { return "no constraints" + (view.map { " mention \(script.views[$0].name)" } ?? "") }
    /// A log's constraint is shown with its address, as the log prints it.
    func label(_ status: ConstraintStatus) -> String {
      let text = words.text(ofConstraint: status.index)
      guard let log, let entry = log.entry(ofConstraint: status.index) else { return text }
      return log.entries[entry].address + "  " + text
    }
    let width = statuses.map { label($0).count }.max() ?? 0
    var lines = statuses.map { status in
      label(status).padding(toLength: width, withPad: " ", startingAt: 0) + "  " + Self.state(of: status)
    }
    if !report.ambiguous.isEmpty { lines.append("ambiguous: " + words.ambiguous(report).joined(separator: ", ")) }
    if !report.unsatisfiable.isEmpty { lines.append("in conflict: " + words.unsatisfiable(report).joined(separator: "; ")) }
    return lines.joined(separator: "\n")
  }

  /// `active, holds (binding)`, `active, holds (slack 12)`, `active, off by 4`, `BROKEN`.
  static func state(of status: ConstraintStatus) -> String {
    guard status.isActive else { return "BROKEN (UIKit breaks it to recover from the conflict)" }
    if status.error > 1e-6 { return "active, off by \(formatPoints(status.error))" }
    return status.isBinding ? "active, holds (binding)" : "active, holds (slack \(formatPoints(abs(status.gap))))"
  }
}
