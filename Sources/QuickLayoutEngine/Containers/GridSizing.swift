import LayoutCore

/// A column or a row of a grid being sized: what its cells ask of the length they share.
struct GridTrack {
  /// The highest priority of its cells: tracks share by priority, highest first.
  var priority = -Double.infinity
  /// The largest flexibility of its cells along the track's length.
  var flexibility = Flexibility.fixedSize
  /// The longest fixed-size cell: the track is never proposed less.
  var minimum = 0.0
  /// The longest measured cell (infinite for a fully flexible one): tracks share from the shortest up.
  var longest = 0.0
  /// The longest laid-out cell, once the cells are sized: the track's width or height.
  var length = 0.0
  /// Where the track starts in the grid.
  var origin = 0.0
  /// A column's alignment, asked for by a `gridColumnAlignment` of one of its cells.
  var alignment: AlignmentRef?
}

/// One cell of a grid being sized: its node, where it sits, and its last layout in this sizing.
struct GridCell {
  let node: Int
  let row: Int
  let column: Int
  let horizontal: Flexibility
  let vertical: Flexibility
  /// Whether the cell was laid out in this sizing.
  var isLaidOut = false
  /// The proposal a later one may reuse the cell's layout for; nil for none.
  var reusableFor: Size?
}

/// The sizing half of QuickLayout's grid algorithm for one proposal, in three steps: measured
/// cells (every cell not flexible both ways, with the whole space), shared columns and shared
/// rows (each by priority, what the fixed ones leave). Kept in `LayoutRun.gridStates` between
/// layouts so that its arrays are allocated once.
struct GridState {
  var cells: [GridCell] = []
  var columns: [GridTrack] = []
  var rows: [GridTrack] = []
  /// The order in which tracks share, by `sharingOrder`.
  private(set) var order: [Int] = []

  /// Starts the sizing of `grid` (node `node`) over.
  mutating func reset(_ grid: GridRule, node: Int, _ run: LayoutRun) {
    cells.removeAll(keepingCapacity: true)
    columns.removeAll(keepingCapacity: true)
    columns.append(contentsOf: repeatElement(GridTrack(), count: grid.columnCount))
    rows.removeAll(keepingCapacity: true)
    rows.append(contentsOf: repeatElement(GridTrack(), count: grid.rows.count))
    let start = run.tree.nodes[node].childStart
    for (row, rowIndex) in grid.rows.enumerated() {
      for position in run.tree.gridRows[rowIndex].cells {
        let child = run.tree.children[start + position]
        let flexibility = run.tree.nodes[child].flexibility
        cells.append(GridCell(node: child, row: row, column: position - run.tree.gridRows[rowIndex].cells.lowerBound,
                              horizontal: flexibility.on(Axis.horizontal, mainAxis: Axis.horizontal),
                              vertical: flexibility.on(Axis.vertical, mainAxis: Axis.horizontal)))
      }
    }
  }

  /// Lays the cell out again unless its last layout still holds for `proposal`.
  mutating func update(_ cell: Int, _ proposal: Size, keepingProposal: Bool, _ run: inout LayoutRun, _ environment: LayoutEnvironment) {
    if cells[cell].isLaidOut, canReuse(cells[cell], size: run.sizes[cells[cell].node], for: proposal) { return }
    _ = run.layout(cells[cell].node, proposal, environment)
    cells[cell].isLaidOut = true
    if keepingProposal { cells[cell].reusableFor = proposal }
  }

  private func canReuse(_ cell: GridCell, size: Size, for proposal: Size) -> Bool {
    Fuzzy.lessOrEqual(proposal.width, cell.reusableFor?.width ?? .infinity)
      && Fuzzy.lessOrEqual(proposal.height, cell.reusableFor?.height ?? .infinity)
      && Fuzzy.lessOrEqual(size.width, proposal.width)
      && Fuzzy.lessOrEqual(size.height, proposal.height)
  }

  /// Step one: every cell that is not flexible both ways is measured with the whole space;
  /// the tracks learn their priority, flexibility, minimum and longest cell.
  mutating func measureCells(in space: Size, _ run: inout LayoutRun, _ environment: LayoutEnvironment) {
    for index in cells.indices {
      let cell = cells[index]
      let priority = run.tree.nodes[cell.node].priority
      columns[cell.column].priority = max(columns[cell.column].priority, priority)
      rows[cell.row].priority = max(rows[cell.row].priority, priority)
      columns[cell.column].flexibility = max(columns[cell.column].flexibility, cell.horizontal)
      rows[cell.row].flexibility = max(rows[cell.row].flexibility, cell.vertical)
      if cell.horizontal == .fullyFlexible && cell.vertical == .fullyFlexible {
        columns[cell.column].longest = .infinity
        rows[cell.row].longest = .infinity
        continue
      }
      let size = run.layout(cell.node, space, environment)
      cells[index].isLaidOut = true
      cells[index].reusableFor = space
      let width = cell.horizontal == .fullyFlexible ? .infinity : size.width
      let height = cell.vertical == .fullyFlexible ? .infinity : size.height
      columns[cell.column].longest = max(columns[cell.column].longest, width)
      rows[cell.row].longest = max(rows[cell.row].longest, height)
      if cell.horizontal == .fixedSize { columns[cell.column].minimum = max(columns[cell.column].minimum, width) }
      if cell.vertical == .fixedSize { rows[cell.row].minimum = max(rows[cell.row].minimum, height) }
    }
  }

  /// What the fixed-size tracks leave of `space`.
  func remaining(of space: Size) -> Size {
    var remaining = space
    for column in columns where column.flexibility == .fixedSize { remaining.width -= column.longest }
    for row in rows where row.flexibility == .fixedSize { remaining.height -= row.longest }
    return remaining
  }

  /// Every column's length (its widest laid-out cell) and every row's (its tallest).
  mutating func measureLengths(_ run: LayoutRun) {
    for index in columns.indices { columns[index].length = 0 }
    for index in rows.indices { rows[index].length = 0 }
    for cell in cells where cell.isLaidOut {
      let size = run.sizes[cell.node]
      columns[cell.column].length = max(columns[cell.column].length, size.width)
      rows[cell.row].length = max(rows[cell.row].length, size.height)
    }
  }

  /// Puts the indices of `tracks` in the order they share in: by priority, highest first, and
  /// within one priority from the shortest track up, ties in index order.
  mutating func sortForSharing(_ tracks: [GridTrack]) {
    order.removeAll(keepingCapacity: true)
    order.append(contentsOf: tracks.indices)
    order.sortStably { tracks[$0].priority > tracks[$1].priority || (tracks[$0].priority == tracks[$1].priority && tracks[$0].longest < tracks[$1].longest) }
  }

  /// The end of the priority group of `tracks` that starts at `start` in `order`.
  func groupEnd(from start: Int, _ tracks: [GridTrack]) -> Int {
    var end = start + 1
    while end < order.count && tracks[order[end]].priority == tracks[order[start]].priority { end += 1 }
    return end
  }
}
