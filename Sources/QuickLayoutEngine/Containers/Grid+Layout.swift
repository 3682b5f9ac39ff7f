import LayoutCore

extension Grid {
  /// Lays out the grid: every cell is measured with the grid's space, columns then rows share
  /// what the fixed ones leave by priority, and cells are placed in their column and row by
  /// the grid's, row's, column's or cell's alignment.
  func layout(_ proposal: Size, _ context: LayoutContext) -> LayoutNode {
    let columnCount = rows.map(\.children.count).max() ?? 0
    if rows.isEmpty || (rows.count == 1 && columnCount == 0) { return .empty(.grid) }
    let cellContext = context.proposing(.gridCell)
    if rows.count == 1 && columnCount == 1 {
      return .wrapping(rows[0].children[0].layout(proposal, context.proposing(.singleChild).forChild(0).forChild(0)), kind: .grid)
    }
    let space = Size(width: max(0, proposal.width - Double(columnCount - 1) * horizontalSpacing),
                     height: max(0, proposal.height - Double(rows.count - 1) * verticalSpacing))
    var sizing = GridSizing(grid: self, columnCount: columnCount, context: cellContext)
    sizing.measure(in: space)
    return place(sizing.cells, columnCount: columnCount, context)
  }

  /// Places measured cells: columns as wide as their widest cell, rows as tall as their
  /// tallest, each cell aligned in its own rectangle (columns run right to left in RTL).
  private func place(_ cells: [[LayoutNode?]], columnCount: Int, _ context: LayoutContext) -> LayoutNode {
    let rightToLeft = context.direction == .rightToLeft
    var rowHeights = Array(repeating: 0.0, count: rows.count)
    var columnWidths = Array(repeating: 0.0, count: columnCount)
    for (row, rowCells) in cells.enumerated() {
      for (column, cell) in rowCells.enumerated() {
        guard let cell else { continue }
        rowHeights[row] = max(rowHeights[row], cell.size.height)
        columnWidths[column] = max(columnWidths[column], cell.size.width)
      }
    }
    var columnAlignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
    for rowCells in cells {
      for (column, cell) in rowCells.enumerated() {
        if let alignment = cell?.gridInfo({ $0.columnAlignment }) { columnAlignments[column] = alignment }
      }
    }
    var placed: [PlacedNode] = []
    var y = 0.0
    for (row, rowCells) in cells.enumerated() {
      var x = 0.0
      let order = rightToLeft ? Array(rowCells.indices.reversed()) : Array(rowCells.indices)
      for column in order {
        if let cell = rowCells[column] {
          let cellFrame = ElementDimensions(Size(width: columnWidths[column], height: rowHeights[row]))
          let offset: Point
          if let unit = cell.gridInfo({ $0.anchor?.unitPoint }) {
            let ux = rightToLeft ? 1 - unit.x : unit.x
            offset = Point(x: (cellFrame.width - cell.size.width) * ux, y: (cellFrame.height - cell.size.height) * unit.y)
          } else {
            let alignment = cell.gridInfo({ $0.anchor?.alignment })
              ?? Alignment(horizontal: columnAlignments[column] ?? self.alignment.horizontal,
                           vertical: rows[row].alignment ?? self.alignment.vertical)
            offset = Point(x: context.value(of: alignment.horizontal.id, in: cellFrame) - context.value(of: alignment.horizontal.id, in: cell.dimensions),
                           y: context.value(of: alignment.vertical.id, in: cellFrame) - context.value(of: alignment.vertical.id, in: cell.dimensions))
          }
          placed.append(PlacedNode(cell, at: context.grid.position(Point(x: x + offset.x, y: y + offset.y))))
        }
        x += columnWidths[column] + horizontalSpacing
      }
      y += rowHeights[row] + verticalSpacing
    }
    let size = Size(width: columnWidths.reduce(0, +) + Double(columnCount - 1) * horizontalSpacing,
                    height: rowHeights.reduce(0, +) + Double(rows.count - 1) * verticalSpacing)
    return LayoutNode(kind: .grid, size: size, children: placed)
  }
}

extension GridCellAnchor {
  var unitPoint: UnitPoint? {
    if case .unitPoint(let point) = self { return point }
    return nil
  }

  var alignment: Alignment? {
    if case .alignment(let alignment) = self { return alignment }
    return nil
  }
}

extension LayoutNode {
  /// A grid request carried by this node, or by its only child, and so on down.
  func gridInfo<Value>(_ value: (GridCellInfo) -> Value?) -> Value? {
    if let gridCell, let found = value(gridCell) { return found }
    if children.count == 1 { return children[0].node.gridInfo(value) }
    return nil
  }
}
