/// Blocks of lines drawn next to each other, each padded to its widest line and three columns
/// apart: the pictures of `render --compare` and of `render --variants`.
enum SideBySide {
  /// The columns between two blocks.
  static let gap = 3

  /// The lines of `blocks` next to each other, as many lines as the tallest block.
  static func joined(_ blocks: [[String]]) -> [String] {
    let widths = blocks.map { block in block.map { DisplayWidth.of($0) }.max() ?? 0 }
    let height = blocks.map(\.count).max() ?? 0
    return (0..<height).map { index in
      blocks.indices.map { column in
        let line = index < blocks[column].count ? blocks[column][index] : ""
        return column == blocks.count - 1 ? line : line + String(repeating: " ", count: widths[column] - DisplayWidth.of(line) + gap)
      }.joined().trimmingTrailingSpaces()
    }
  }
}
