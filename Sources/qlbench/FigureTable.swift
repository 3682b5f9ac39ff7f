import Foundation

/// One figure of the benchmark: what it measures, its value, and what it is compared with.
struct Figure {
  /// The figure's key in the JSON output.
  let key: String
  let label: String
  let value: Double
  let unit: String
  /// The goal or the reference beside it ("goal ≤ 46 M"), empty when there is none.
  let comparison: String
  var decimals = 2
  /// How the table shows the value, when not as a number with `decimals`.
  var shown: String?
}

/// The figures of a run, printed as a table or as one JSON object of key → value.
struct FigureTable {
  private(set) var figures: [Figure] = []

  /// Adds a figure after the others.
  mutating func add(_ figure: Figure) { figures.append(figure) }

  /// An aligned table: figure, value with its unit, comparison.
  var text: String {
    let rows = figures.map { [$0.label, ($0.shown ?? Self.format($0.value, decimals: $0.decimals)) + " " + $0.unit, $0.comparison] }
    let widths = (0..<2).map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
      row[0].padding(toLength: widths[0], withPad: " ", startingAt: 0) + "  "
        + String(repeating: " ", count: widths[1] - row[1].count) + row[1] + "  " + row[2]
    }.joined(separator: "\n")
  }

  /// `{"key": value, …}` in the order the figures were added; whole numbers print without decimals.
  var json: String {
    "{" + figures.map { "\"\($0.key)\": \(Self.jsonNumber($0.value, decimals: $0.decimals))" }.joined(separator: ", ") + "}"
  }

  /// `value` with `decimals` decimals.
  static func format(_ value: Double, decimals: Int) -> String { String(format: "%.\(decimals)f", value) }

  private static func jsonNumber(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "null" }
    return decimals == 0 ? String(Int(value)) : format(value, decimals: decimals)
  }
}
