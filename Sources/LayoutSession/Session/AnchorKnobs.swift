import LayoutCore
import LayoutRender

extension Knobs {
  /// `:knobs` on an anchors script: every constraint's constant and priority under the name
  /// `:set VIEW.ATTRIBUTE.constant` and `:priority VIEW.ATTRIBUTE` take, one line per
  /// constraint in activation order, with the constraint it belongs to.
  static func anchorsListing(_ layout: AnchorsLayout, names: [String]) -> [String] {
    let name = { (view: Int) in viewName(view, in: names) }
    let rows = layout.constraints.map { constraint in
      ("\(name(constraint.item)).\(constraint.attribute.rawValue)", constraint, constraint.normalized(name))
    }
    return table(rows, heading: "constants and priorities (:set VIEW.ATTRIBUTE.constant N, :priority VIEW.ATTRIBUTE N):")
  }

  /// `:knobs` on a console log: each of the log's constraints by its address, in the log's
  /// order, with its constant and priority as `:set ADDRESS.constant` and `:priority ADDRESS` change them.
  static func logListing(_ log: ConflictLog, _ layout: AnchorsLayout, names: [String]) -> [String] {
    let name = { (view: Int) in viewName(view, in: names) }
    let rows = log.entries.compactMap { entry -> (String, AnchorConstraint, String)? in
      guard let index = entry.constraint, layout.constraints.indices.contains(index) else { return nil }
      return (entry.address, layout.constraints[index], layout.constraints[index].normalized(name))
    }
    return table(rows, heading: "constants and priorities (:set ADDRESS.constant N, :priority ADDRESS N):")
  }

  /// The heading and one aligned line per knob: its name, constant, priority and constraint.
  private static func table(_ rows: [(name: String, constraint: AnchorConstraint, text: String)], heading: String) -> [String] {
    guard !rows.isEmpty else { return [] }
    let cells = rows.map { [$0.name, "constant \(formatPoints($0.constraint.constant))", "priority \(formatPoints($0.constraint.priority))", $0.text] }
    let widths = (0..<3).map { column in cells.map { $0[column].count }.max() ?? 0 }
    return [heading] + cells.map { row in
      "  " + (0..<3).map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ") + "  " + row[3]
    }
  }
}
