import LayoutCore

/// The table of frames under a picture (SPEC 3.2): one row per placed view with its frame,
/// how many times it was measured (flagged `×2!` when the result says how many times a view is
/// measured and it was measured more: QuickLayout's double measurement) and its flexibility.
/// Given a diff, changed numbers show their delta (`24 (+8)`) and a last column says what changed.
/// Given an anchors layout's constraints report, where Auto Layout measures nothing, those two
/// columns say what plays their part there (`AnchorsContentColumns`).
struct FrameTable {
  let script: EvaluatedScript
  let result: LayoutResult
  var diff: LayoutDiff?
  var colored = false
  var constraints: ConstraintsReport?

  var lines: [String] {
    let content = constraints.map(AnchorsContentColumns.init)
    var header = ["name", "x", "y", "w", "h"] + (content.map { _ in AnchorsContentColumns.header } ?? ["measured", "flexibility (h/v)"])
    if diff != nil { header.append("change") }
    var rows: [(cells: [String], style: CellStyle)] = [(header, .plain)]
    for view in result.placedViews(of: script) {
      let count = result.log.measurements[view.id]
      let change = diff?.change(of: view.name, now: view.frame)
      let old = diff?.previousFrame(of: view.name)
      var cells = [view.name,
                   Self.number(view.frame.origin.x, was: old?.origin.x), Self.number(view.frame.origin.y, was: old?.origin.y),
                   Self.number(view.frame.size.width, was: old?.size.width), Self.number(view.frame.size.height, was: old?.size.height),
                   count > result.measurementsPerView ?? .max ? "\(count) ×2!" : "\(count)",
                   result.flexibility(ofView: view.id)?.description ?? ""]
      if let content { cells.replaceSubrange(5..., with: content.cells(of: view.id)) }
      if diff != nil { cells.append(change?.rawValue ?? "") }
      let color = Palette.color(ofView: view.id, in: script)
      rows.append((cells, CellStyle(color: color, emphasis: change == nil ? .normal : .bold)))
    }
    let widths = header.indices.map { column in rows.map { DisplayWidth.of($0.cells[column]) }.max() ?? 0 }
    var lines = rows.map { row in
      row.cells.enumerated().map { column, cell in
        let pad = String(repeating: " ", count: widths[column] - DisplayWidth.of(cell))
        if column == 0 { return cell.styled(row.style, colored: colored) + pad }
        return column >= 6 ? cell + pad : pad + cell
      }.joined(separator: "  ").trimmingTrailingSpaces()
    }
    if rows.count == 1 { lines.append("(no view was placed)") }
    let hidden = result.placedHiddenViews(of: script)
    if !hidden.isEmpty {
      lines.append("hidden, laid out and not drawn: " + hidden.map { "\($0.name) \($0.frame.size)" }.joined(separator: ", "))
    }
    for (name, frame) in diff?.removed ?? [] {
      lines.append("removed: \(name), was at \(formatPoints(frame.origin.x)),\(formatPoints(frame.origin.y)) \(frame.size)")
    }
    return lines
  }

  /// A number, with its change from `was` when there is one: `24 (+8)`.
  private static func number(_ value: Double, was old: Double?) -> String {
    guard let old, old != value else { return formatPoints(value) }
    let delta = value - old
    return "\(formatPoints(value)) (\(delta > 0 ? "+" : "")\(formatPoints(delta)))"
  }
}

extension String {
  func trimmingTrailingSpaces() -> String {
    var copy = self
    while copy.last == " " { copy.removeLast() }
    return copy
  }
}
