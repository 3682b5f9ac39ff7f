import LayoutCore

/// The sizing half of QuickLayout's grid algorithm: which proposal each cell gets.
struct GridSizing {
  let grid: Grid
  let columnCount: Int
  let context: LayoutContext
  /// The layout of each cell; nil for missing cells and ones not laid out yet.
  private(set) var cells: [[LayoutNode?]]
  private var lastProposals: [[Size?]]

  private struct Item {
    let horizontal: Flexibility
    let vertical: Flexibility
    let priority: Double
  }

  init(grid: Grid, columnCount: Int, context: LayoutContext) {
    self.grid = grid
    self.columnCount = columnCount
    self.context = context
    cells = Array(repeating: Array(repeating: nil, count: columnCount), count: grid.rows.count)
    lastProposals = cells.map { $0.map { _ in nil } }
  }

  private var rowCount: Int { grid.rows.count }

  private func child(_ row: Int, _ column: Int) -> Element { grid.rows[row].children[column] }

  private mutating func layOut(_ row: Int, _ column: Int, _ proposal: Size) {
    cells[row][column] = child(row, column).layout(proposal, context.forChild(row).forChild(column))
    lastProposals[row][column] = proposal
  }

  /// Lays the cell out again unless its last layout still holds for `proposal`.
  private mutating func update(_ row: Int, _ column: Int, _ proposal: Size, recordingProposal: Bool = true) {
    if let cell = cells[row][column], canReuse(cell, last: lastProposals[row][column], for: proposal) { return }
    cells[row][column] = child(row, column).layout(proposal, context.forChild(row).forChild(column))
    if recordingProposal { lastProposals[row][column] = proposal }
  }

  private func canReuse(_ cell: LayoutNode, last: Size?, for proposal: Size) -> Bool {
    Fuzzy.lessOrEqual(proposal.width, last?.width ?? .infinity)
      && Fuzzy.lessOrEqual(proposal.height, last?.height ?? .infinity)
      && Fuzzy.lessOrEqual(cell.size.width, proposal.width)
      && Fuzzy.lessOrEqual(cell.size.height, proposal.height)
  }

  mutating func measure(in space: Size) {
    let items = grid.rows.map { row in
      row.children.map { child in
        Item(horizontal: child.flexibility(for: .horizontal, mainAxis: .horizontal),
             vertical: child.flexibility(for: .vertical, mainAxis: .horizontal),
             priority: child.layoutPriority)
      }
    }
    var minColumnWidths = Array(repeating: 0.0, count: columnCount)
    var minRowHeights = Array(repeating: 0.0, count: rowCount)
    var maxColumnWidths = Array(repeating: 0.0, count: columnCount)
    var maxRowHeights = Array(repeating: 0.0, count: rowCount)
    var columnPriority = Array(repeating: -Double.infinity, count: columnCount)
    var rowPriority = Array(repeating: -Double.infinity, count: rowCount)
    var columnFlexibility = Array(repeating: Flexibility.fixedSize, count: columnCount)
    var rowFlexibility = Array(repeating: Flexibility.fixedSize, count: rowCount)

    // Every cell that is not flexible both ways is measured with the whole space.
    for row in 0..<rowCount {
      for column in items[row].indices {
        let item = items[row][column]
        columnPriority[column] = max(columnPriority[column], item.priority)
        rowPriority[row] = max(rowPriority[row], item.priority)
        columnFlexibility[column] = max(columnFlexibility[column], item.horizontal)
        rowFlexibility[row] = max(rowFlexibility[row], item.vertical)
        if item.horizontal == .fullyFlexible && item.vertical == .fullyFlexible {
          maxColumnWidths[column] = .infinity
          maxRowHeights[row] = .infinity
          continue
        }
        layOut(row, column, space)
        let size = cells[row][column]!.size
        let width = item.horizontal == .fullyFlexible ? .infinity : size.width
        let height = item.vertical == .fullyFlexible ? .infinity : size.height
        maxColumnWidths[column] = max(maxColumnWidths[column], width)
        maxRowHeights[row] = max(maxRowHeights[row], height)
        if item.horizontal == .fixedSize { minColumnWidths[column] = max(minColumnWidths[column], width) }
        if item.vertical == .fixedSize { minRowHeights[row] = max(minRowHeights[row], height) }
      }
    }

    var remaining = space
    for column in 0..<columnCount where columnFlexibility[column] == .fixedSize { remaining.width -= maxColumnWidths[column] }
    for row in 0..<rowCount where rowFlexibility[row] == .fixedSize { remaining.height -= maxRowHeights[row] }

    // Columns share the width, by priority, narrowest first.
    maxRowHeights = Array(repeating: 0, count: rowCount)
    var availableWidth = remaining.width
    for (_, group) in Self.groupedByPriority(columnPriority) {
      let ordered = group.sortedStably { maxColumnWidths[$0] < maxColumnWidths[$1] }
      var count = ordered.count + 1
      for column in ordered {
        count -= 1
        if columnFlexibility[column] == .fixedSize { continue }
        var columnWidth = 0.0
        for row in 0..<rowCount where column < grid.rows[row].children.count {
          let proposal = Size(width: max(minColumnWidths[column], availableWidth / Double(count)),
                              height: max(minRowHeights[row], remaining.height))
          update(row, column, proposal)
          if let cell = cells[row][column] {
            columnWidth = max(columnWidth, cell.size.width)
            let height = items[row][column].vertical == .fullyFlexible ? .infinity : cell.size.height
            maxRowHeights[row] = max(maxRowHeights[row], height)
          }
        }
        availableWidth = max(0, availableWidth - columnWidth)
      }
    }

    var columnWidths = Array(repeating: 0.0, count: columnCount)
    for row in 0..<rowCount {
      for column in 0..<columnCount {
        if let cell = cells[row][column] { columnWidths[column] = max(columnWidths[column], cell.size.width) }
      }
    }

    // Rows share the height, by priority, shortest first. As in QuickLayout, a row's height
    // counts only cells of flexible columns and carries over between rows of one group.
    var availableHeight = remaining.height
    for (_, group) in Self.groupedByPriority(rowPriority) {
      let ordered = group.sortedStably { maxRowHeights[$0] < maxRowHeights[$1] }
      var count = ordered.count + 1
      var rowHeight = 0.0
      for row in ordered {
        count -= 1
        for column in 0..<columnCount {
          guard column < grid.rows[row].children.count else { break }
          let proposal = Size(width: max(minColumnWidths[column], columnWidths[column]),
                              height: max(minRowHeights[row], availableHeight / Double(count)))
          update(row, column, proposal, recordingProposal: false)
          if let cell = cells[row][column], columnFlexibility[column] != .fixedSize {
            rowHeight = max(rowHeight, cell.size.height)
          }
        }
        availableHeight = max(0, availableHeight - rowHeight)
      }
    }
  }

  /// Indices grouped by priority, highest priority first.
  private static func groupedByPriority(_ priorities: [Double]) -> [(priority: Double, members: [Int])] {
    var groups = PriorityGroups<Int>()
    for (index, priority) in priorities.enumerated() { groups.add(index, priority: priority) }
    return groups.descending
  }
}
