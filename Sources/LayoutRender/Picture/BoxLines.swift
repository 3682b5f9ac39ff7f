/// The box-drawing characters of one kind of outline.
struct BoxLines: Sendable {
  let topLeft: Character, topRight: Character, bottomLeft: Character, bottomRight: Character
  let horizontal: Character, vertical: Character

  /// A view.
  static let light = BoxLines(topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│")
  /// A view whose frame changed since the previous layout (readable without colour).
  static let heavy = BoxLines(topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━", vertical: "┃")
  /// A placeholder: a view the script uses and never declares (its title ends in "?").
  static let dotted = BoxLines(topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "╌", vertical: "╎")
  /// A container (`--containers`).
  static let dashed = BoxLines(topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "┄", vertical: "┆")
  /// The rectangle the body was laid out in.
  static let double = BoxLines(topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝", horizontal: "═", vertical: "║")
}

extension CellCanvas {
  /// Draws a box on the cells `columns` × `rows` (inclusive), its title on the top edge.
  /// `filled` clears the inside first, so the box hides what lies behind it. A box one cell
  /// high is `[title──]`; one cell wide, a column of `█`.
  mutating func drawBox(columns: ClosedRange<Int>, rows: ClosedRange<Int>, lines: BoxLines, title: String,
                        style: CellStyle, filled: Bool) {
    // A box wholly off the canvas (a long list's rows below a cropped picture) draws nothing.
    guard !visibleRows(rows).isEmpty, !visibleColumns(columns).isEmpty else { return }
    let (left, right, top, bottom) = (columns.lowerBound, columns.upperBound, rows.lowerBound, rows.upperBound)
    if left == right {
      fill(columns: columns, rows: rows, with: "█", style: style)
      return
    }
    if top == bottom {
      if right - left >= 2 { fill(columns: (left + 1)...(right - 1), rows: rows, with: lines.horizontal, style: style) }
      put("[", column: left, row: top, style: style)
      put("]", column: right, row: top, style: style)
      write(title, column: left + 1, row: top, limit: right - left - 1, style: style)
      return
    }
    if filled && bottom - top >= 2 && right - left >= 2 {
      fill(columns: (left + 1)...(right - 1), rows: (top + 1)...(bottom - 1), with: " ")
    }
    for column in visibleColumns((left + 1)..<right) {
      put(lines.horizontal, column: column, row: top, style: style)
      put(lines.horizontal, column: column, row: bottom, style: style)
    }
    for row in visibleRows((top + 1)..<bottom) {
      put(lines.vertical, column: left, row: row, style: style)
      put(lines.vertical, column: right, row: row, style: style)
    }
    put(lines.topLeft, column: left, row: top, style: style)
    put(lines.topRight, column: right, row: top, style: style)
    put(lines.bottomLeft, column: left, row: bottom, style: style)
    put(lines.bottomRight, column: right, row: bottom, style: style)
    write(title, column: left + 1, row: top, limit: right - left - 1, style: style)
  }
}
