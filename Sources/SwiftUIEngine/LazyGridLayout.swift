import LayoutCore

/// SwiftUI's LazyVGrid as its documentation describes it (README, "SwiftUI semantics"): the
/// proposed width less the fixed columns and the spacing is shared equally by the other items;
/// a flexible item is one column of its share within its limits, an adaptive one as many
/// columns of at least its minimum as its share holds; the children fill the columns row after
/// row, each proposed its column's width, each row as tall as its tallest child; cells centred.
struct LazyGridLayout {
  let node: SwiftUINode
  let items: [GridItemSize]
  let spacing: Double
  let run: SwiftUIRun

  /// The column widths for a proposed width (unspecified: every item at its minimum).
  func columnWidths(for width: Double?) -> [Double] {
    let shared = items.filter { if case .fixed = $0 { return false } else { return true } }.count
    let fixed = items.reduce(0.0) { total, item in if case .fixed(let width) = item { return total + width } else { return total } }
    let share = width.map { max($0 - fixed - Double(max(items.count - 1, 0)) * SwiftUIDefaults.spacing, 0) / Double(max(shared, 1)) }
    return items.flatMap { item -> [Double] in
      switch item {
      case .fixed(let width):
        return [width]
      case let .flexible(minimum, maximum):
        return [min(max(share ?? minimum, minimum), maximum)]
      case let .adaptive(minimum, maximum):
        guard let share else { return [minimum] }
        let count = max(Int(((share + SwiftUIDefaults.spacing) / (minimum + SwiftUIDefaults.spacing)).rounded(.down)), 1)
        let each = (share - Double(count - 1) * SwiftUIDefaults.spacing) / Double(count)
        return Array(repeating: min(max(each, minimum), maximum), count: count)
      }
    }
  }

  /// Every child's cell, and the grid's size.
  func cells(for proposal: ProposedSize) -> (frames: [Rect], size: Size) {
    let widths = columnWidths(for: proposal.width)
    let columns = max(widths.count, 1)
    var frames: [Rect] = []
    var y = 0.0
    for rowStart in stride(from: 0, to: node.children.count, by: columns) {
      let row = rowStart..<min(rowStart + columns, node.children.count)
      let height = row.map { node.children[$0].size(for: ProposedSize(width: widths[$0 - rowStart], height: nil), run, reason: .gridCell).height }
        .max() ?? 0
      var x = 0.0
      for index in row {
        frames.append(Rect(x: x, y: y, width: widths[index - rowStart], height: height))
        x += widths[index - rowStart] + SwiftUIDefaults.spacing
      }
      y += height + spacing
    }
    let contentWidth = widths.reduce(0, +) + Double(max(widths.count - 1, 0)) * SwiftUIDefaults.spacing
    return (frames, Size(width: proposal.width ?? contentWidth, height: max(y - spacing, 0)))
  }

  /// Every child proposed its cell's width and centred in its cell.
  func placements(for proposal: ProposedSize) -> [Placement] {
    cells(for: proposal).frames.enumerated().map { index, cell in
      let child = node.children[index]
      let childProposal = ProposedSize(width: cell.size.width, height: nil)
      let size = child.size(for: childProposal, run, reason: .gridCell)
      let origin = Point(x: cell.origin.x + (cell.size.width - size.width) / 2, y: cell.origin.y + (cell.size.height - size.height) / 2)
      return Placement(node: child, proposal: childProposal, origin: origin)
    }
  }
}
