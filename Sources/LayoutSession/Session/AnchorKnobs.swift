import LayoutCore

extension Knobs {
  /// `:knobs` on an anchors script: every constraint's constant and priority under the name
  /// `:set VIEW.ATTRIBUTE.constant` and `:priority VIEW.ATTRIBUTE` take, one line per
  /// constraint in activation order, with the constraint it belongs to.
  static func anchorsListing(_ layout: AnchorsLayout, names: [String]) -> [String] {
    guard !layout.constraints.isEmpty else { return [] }
    let name = { (view: Int) in names.indices.contains(view) ? names[view] : "view\(view)" }
    let rows = layout.constraints.map { constraint in
      ["\(name(constraint.item)).\(constraint.attribute.rawValue)", "constant \(formatPoints(constraint.constant))",
       "priority \(formatPoints(constraint.priority))", constraint.normalized(name)]
    }
    let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
    return ["constants and priorities (:set VIEW.ATTRIBUTE.constant N, :priority VIEW.ATTRIBUTE N):"] + rows.map { row in
      "  " + (0..<3).map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ") + "  " + row[3]
    }
  }
}

extension Knobs {
  /// `:knobs` on a console log: each of the log's constraints by its address, in the log's
  /// order, with its constant and priority as `:set ADDRESS.constant` and `:priority ADDRESS` change them.
  static func logListing(_ log: ConflictLog, _ layout: AnchorsLayout, names: [String]) -> [String] {
    let name = { (view: Int) in names.indices.contains(view) ? names[view] : "view\(view)" }
    let rows = log.entries.compactMap { entry -> [String]? in
      guard let index = entry.constraint, layout.constraints.indices.contains(index) else { return nil }
      let constraint = layout.constraints[index]
      return [entry.address, "constant \(formatPoints(constraint.constant))", "priority \(formatPoints(constraint.priority))",
              constraint.normalized(name)]
    }
    guard !rows.isEmpty else { return [] }
    let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
    return ["constants and priorities (:set ADDRESS.constant N, :priority ADDRESS N):"] + rows.map { row in
      "  " + (0..<3).map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ") + "  " + row[3]
    }
  }
}
