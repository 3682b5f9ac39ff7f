import LayoutCore

extension SwiftUITree {
  /// A Grid node: its cells row after row (paths: row, then column), with the column
  /// alignments and cell settings their modifiers set. A view outside a GridRow spans every
  /// column, counted once all the rows are known.
  mutating func addGrid(_ grid: Grid, path: [Int]?) -> Int {
    let start = reserveChildren(grid.rows.reduce(0) { $0 + $1.children.count })
    var cell = 0
    var rows: [GridSpec.Row] = []
    var columnAlignments: [HorizontalAlignment?] = []
    var places: [GridSpec.Place] = []
    for (row, gridRow) in grid.rows.enumerated() {
      let first = cell
      var column = 0
      for (index, element) in gridRow.children.enumerated() {
        setChild(start + cell, add(element, path: path.map { $0 + [row, index] }, orientation: nil))
        cell += 1
        var place = Self.gridPlace(of: element, column: column)
        if gridRow.spansAllColumns { place.span = 0 }
        while column + place.span > columnAlignments.count { columnAlignments.append(nil) }
        if place.span == 1 { columnAlignments[column] = place.columnAlignment ?? columnAlignments[column] }
        places.append(place)
        column += place.span
      }
      rows.append(GridSpec.Row(alignment: gridRow.alignment, cells: first..<cell))
    }
    if columnAlignments.isEmpty { columnAlignments.append(nil) }
    for index in places.indices where places[index].span == 0 { places[index].span = columnAlignments.count }
    let spec = GridSpec(alignment: grid.alignment, horizontalSpacing: grid.requestedHorizontalSpacing ?? SwiftUIDefaults.spacing,
                        verticalSpacing: grid.requestedVerticalSpacing ?? SwiftUIDefaults.spacing, rows: rows,
                        columnAlignments: columnAlignments, places: places)
    return finish(.grid(GridRule(slot: addGrid(spec))), childStart: start, childCount: cell, path: path, spacing: .plain)
  }

  /// Where a cell starting at `column` sits, from the `gridColumnAlignment`, `gridCellAnchor`,
  /// `gridCellColumns` and `gridCellUnsizedAxes` among its outer modifiers.
  private static func gridPlace(of cell: Element, column: Int) -> GridSpec.Place {
    guard case let .modified(inner, modifier) = cell else { return GridSpec.Place(column: column) }
    var place = gridPlace(of: inner, column: column)
    switch modifier {
    case .gridColumnAlignment(let alignment): place.columnAlignment = alignment
    case .gridCellAnchor(let anchor): place.anchor = anchor
    case .gridCellColumns(let count): place.span = count
    case let .gridCellUnsizedAxes(horizontal, vertical):
      place.unsizedWidth = place.unsizedWidth || horizontal
      place.unsizedHeight = place.unsizedHeight || vertical
    case .padding, .offset, .frame, .flexibleFrame, .layoutPriority, .fixedSize, .aspectRatio, .constrainedSize,
         .alignmentGuide, .layer, .layoutDirection, .layoutValue, .unary:
      break
    }
    return place
  }
}
