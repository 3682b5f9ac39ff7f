import LayoutEngine
import LayoutScript

/// The table of frames under a picture (SPEC 3.2): one row per placed view with its frame,
/// how many times it was measured (double measurements flagged) and its flexibility.
public struct FrameTable {
  public let script: EvaluatedScript
  public let result: LayoutResult

  public init(script: EvaluatedScript, result: LayoutResult) {
    self.script = script
    self.result = result
  }

  public var text: String {
    let canvas = result.canvas
    var lines = ["canvas \(formatPoints(canvas.width))×\(formatPoints(canvas.height)) \(canvas.mode.rawValue), scale \(formatPoints(canvas.scale)), \(canvas.direction.rawValue); body \(result.size)"]
    let passes = canvas.mode == .fit ? 2 : 1
    var rows = [["name", "x", "y", "w", "h", "measured", "flexibility (h/v)"]]
    for (id, view) in script.views.enumerated() {
      guard id < result.frames.count, let frame = result.frames[id] else { continue }
      let count = result.log.measurements[id]
      let flagged = count > passes ? "\(count) ×2!" : "\(count)"
      rows.append([view.name, formatPoints(frame.origin.x), formatPoints(frame.origin.y),
                   formatPoints(frame.size.width), formatPoints(frame.size.height), flagged,
                   "\(view.kind.flexibility(for: .horizontal))/\(view.kind.flexibility(for: .vertical))"])
    }
    let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    for row in rows {
      let cells = row.enumerated().map { column, cell in
        let pad = String(repeating: " ", count: widths[column] - cell.count)
        return column == 0 || column == row.count - 1 ? cell + pad : pad + cell
      }
      lines.append(cells.joined(separator: "  ").trimmingTrailingSpaces())
    }
    if rows.count == 1 { lines.append("(no view was placed)") }
    return lines.joined(separator: "\n") + "\n"
  }
}

private extension String {
  func trimmingTrailingSpaces() -> String {
    var copy = self
    while copy.last == " " { copy.removeLast() }
    return copy
  }
}
