import LayoutCore

/// Rulers in points around a picture (`--rulers`): along the top, a tick every ten columns
/// with its x; down the left, the y of every fourth row.
struct Rulers {
  /// Columns the left ruler takes.
  static let gutterWidth = 7
  let grid: CellGrid
  let columns: Int

  /// The picture's lines with the top ruler above and the left ruler before each line;
  /// `rows[i]` is the grid row of line `i` (-1 for a line that stands for rows left out).
  func framing(_ picture: [String], rows: [Int]) -> [String] {
    var numbers = CellCanvas(columns: columns + 6, rows: 2)
    for column in stride(from: 1, to: columns, by: 10) {
      numbers.write(formatPoints(grid.x(ofColumn: column)), column: column, row: 0, limit: 9)
    }
    for column in 1..<max(columns, 2) {
      numbers.put((column - 1) % 10 == 0 ? "┬" : "─", column: column, row: 1)
    }
    let gutter = String(repeating: " ", count: Self.gutterWidth)
    var lines = numbers.lines(colored: false).map { gutter + $0 }
    for (line, row) in zip(picture, rows) {
      let label = (row - 1) % 4 == 0 && row >= 1 ? formatPoints(grid.y(ofRow: row)) + " ┤" : "│"
      lines.append(String(repeating: " ", count: max(0, Self.gutterWidth - label.count)) + label + line)
    }
    return lines
  }
}
