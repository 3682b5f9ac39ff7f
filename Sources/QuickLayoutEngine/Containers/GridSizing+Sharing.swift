import LayoutCore

extension GridState {
  /// Step two: columns share the width that remains, by priority, narrowest first; each
  /// flexible column's cells are proposed their share (at least the column's minimum), and
  /// the rows learn their longest cell anew.
  mutating func shareColumns(_ remaining: Size, _ run: inout LayoutRun, _ environment: LayoutEnvironment) {
    for index in rows.indices { rows[index].longest = 0 }
    sortForSharing(columns)
    var available = remaining.width
    var start = 0
    while start < order.count {
      let end = groupEnd(from: start, columns)
      for position in start..<end where columns[order[position]].flexibility != .fixedSize {
        let column = order[position]
        let share = available / Double(end - position)
        var width = 0.0
        for index in cells.indices where cells[index].column == column {
          let row = cells[index].row
          let proposal = Size(width: max(columns[column].minimum, share), height: max(rows[row].minimum, remaining.height))
          update(index, proposal, keepingProposal: true, &run, environment)
          let size = run.sizes[cells[index].node]
          width = max(width, size.width)
          rows[row].longest = max(rows[row].longest, cells[index].vertical == .fullyFlexible ? .infinity : size.height)
        }
        available = max(0, available - width)
      }
      start = end
    }
  }

  /// Step three: rows share the height that remains, by priority, shortest first. As in
  /// QuickLayout, a row's height counts only cells of flexible columns and carries over
  /// between the rows of one group.
  mutating func shareRows(_ remaining: Size, _ run: inout LayoutRun, _ environment: LayoutEnvironment) {
    measureLengths(run)
    sortForSharing(rows)
    var available = remaining.height
    var start = 0
    while start < order.count {
      let end = groupEnd(from: start, rows)
      var height = 0.0
      for position in start..<end {
        let row = order[position]
        let share = available / Double(end - position)
        for index in cells.indices where cells[index].row == row {
          let column = cells[index].column
          let proposal = Size(width: max(columns[column].minimum, columns[column].length), height: max(rows[row].minimum, share))
          update(index, proposal, keepingProposal: false, &run, environment)
          if columns[column].flexibility != .fixedSize { height = max(height, run.sizes[cells[index].node].height) }
        }
        available = max(0, available - height)
      }
      start = end
    }
  }
}
