import LayoutCore

/// A Grid: its alignment and spacing, its rows in `LayoutTree.gridRows`, its cells the node's
/// children row by row. Its sizing state lives in `LayoutRun.gridStates[slot]`.
struct GridRule {
  let alignment: AlignmentPair
  let horizontalSpacing: Double
  let verticalSpacing: Double
  // The rows (a range of `LayoutTree.gridRows`), the column count and the slot in 32 bits each:
  // the largest payload sets the size of every node of a compiled tree.
  private let rowStart: Int32
  private let rowCount: Int32
  private let storedColumnCount: Int32
  private let storedSlot: Int32

  init(alignment: AlignmentPair, horizontalSpacing: Double, verticalSpacing: Double, rows: Range<Int>, columnCount: Int, slot: Int) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    rowStart = Int32(rows.lowerBound)
    rowCount = Int32(rows.count)
    storedColumnCount = Int32(columnCount)
    storedSlot = Int32(slot)
  }

  var rows: Range<Int> { Int(rowStart)..<Int(rowStart + rowCount) }
  var columnCount: Int { Int(storedColumnCount) }
  var slot: Int { Int(storedSlot) }

  /// The node of `grid`, whose cells are `children`, row by row.
  static func node(_ grid: Grid, children: (start: Int, count: Int), mainAxis: Axis, _ tree: inout LayoutTree) -> TreeNode {
    var rows: [GridRowInfo] = []
    var cell = 0
    for row in grid.rows {
      rows.append(GridRowInfo(cells: cell..<(cell + row.children.count), alignment: row.alignment.map { tree.alignment($0.id) }))
      cell += row.children.count
    }
    let start = tree.addGridRows(rows)
    let payload = GridRule(alignment: tree.alignment(grid.alignment), horizontalSpacing: grid.horizontalSpacing,
                              verticalSpacing: grid.verticalSpacing, rows: start..<(start + rows.count),
                              columnCount: grid.rows.map(\.children.count).max() ?? 0, slot: tree.nextGridSlot())
    let flexibility = NodeFlexibility { axis, main in tree.maximumFlexibility(children, axis, mainAxis: main) }
    return TreeNode(op: .grid(payload), childStart: children.start, childCount: children.count, flexibility: flexibility,
                    priority: 0, mainAxis: mainAxis, resultKind: .grid)
  }

  /// True for a grid that lays nothing out: no rows, or one empty row.
  var isEmpty: Bool { rows.isEmpty || (rows.count == 1 && columnCount == 0) }

  /// Lays out the grid: every cell is measured with the grid's space, columns then rows share
  /// what the fixed ones leave by priority, and cells are placed in their column and row by
  /// the grid's, row's, column's or cell's alignment.
  func layout(_ node: Int, _ proposal: Size, _ run: inout LayoutRun, _ environment: LayoutEnvironment) -> Size {
    if isEmpty { return .zero }
    if rows.count == 1 && columnCount == 1 { return run.wrap(run.tree.child(node, 0), of: node, proposal, environment.proposing(.singleChild)) }
    let space = Size(width: max(0, proposal.width - Double(columnCount - 1) * horizontalSpacing),
                     height: max(0, proposal.height - Double(rows.count - 1) * verticalSpacing))
    var state = run.gridStates[slot]
    run.gridStates[slot] = GridState()
    state.reset(self, node: node, run)
    let cells = environment.proposing(.gridCell)
    state.measureCells(in: space, &run, cells)
    let remaining = state.remaining(of: space)
    state.shareColumns(remaining, &run, cells)
    state.shareRows(remaining, &run, cells)
    let size = place(&state, &run, environment.direction)
    run.gridStates[slot] = state
    return size
  }

  /// Places measured cells: columns as wide as their widest cell, rows as tall as their
  /// tallest, each cell aligned in its own rectangle (columns run right to left in RTL).
  private func place(_ state: inout GridState, _ run: inout LayoutRun, _ direction: LayoutDirection) -> Size {
    state.measureLengths(run)
    for cell in state.cells {
      if let alignment = run.gridRequest(of: cell.node, { $0.columnAlignment }) { state.columns[cell.column].alignment = alignment }
    }
    var y = 0.0
    for row in state.rows.indices {
      state.rows[row].origin = y
      y += state.rows[row].length + verticalSpacing
    }
    var x = 0.0
    for step in state.columns.indices {
      let column = direction == .rightToLeft ? columnCount - 1 - step : step
      state.columns[column].origin = x
      x += state.columns[column].length + horizontalSpacing
    }
    for cell in state.cells {
      let column = state.columns[cell.column], row = state.rows[cell.row]
      let rowAlignment = run.tree.gridRows[rows.lowerBound + cell.row].alignment
      let fallback = AlignmentPair(horizontal: column.alignment ?? alignment.horizontal, vertical: rowAlignment ?? alignment.vertical)
      let offset = run.cellOffset(cell.node, in: Size(width: column.length, height: row.length), fallback: fallback, direction)
      run.positions[cell.node] = run.grid.position(Point(x: column.origin + offset.x, y: row.origin + offset.y))
    }
    return Size(width: state.columns.reduce(0) { $0 + $1.length } + Double(columnCount - 1) * horizontalSpacing,
                height: state.rows.reduce(0) { $0 + $1.length } + Double(rows.count - 1) * verticalSpacing)
  }
}

/// One row of a grid: its cells (positions among the grid's children) and its own alignment.
struct GridRowInfo {
  let cells: Range<Int>
  let alignment: AlignmentRef?
}
