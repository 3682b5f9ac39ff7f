/// Rows of cells in aligned columns two spaces apart, each cell padded to its column's widest:
/// the tables of `render --compare` and of `render --variants`.
enum TextColumns {
  static func aligned(_ rows: [[String]]) -> [String] {
    let count = rows.map(\.count).max() ?? 0
    let widths = (0..<count).map { column in rows.map { column < $0.count ? DisplayWidth.of($0[column]) : 0 }.max() ?? 0 }
    return rows.map { row in
      row.enumerated().map { column, cell in cell + String(repeating: " ", count: widths[column] - DisplayWidth.of(cell)) }
        .joined(separator: "  ").trimmingTrailingSpaces()
    }
  }
}
