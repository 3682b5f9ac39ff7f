import LayoutCore

extension SwiftUINode {
  /// The node for `element` at `path` (nil when the run does not record details, which alone
  /// reads paths), where `orientation` is the axis of the nearest
  /// enclosing HStack or VStack (nil inside a ZStack or a GeometryReader, or at the root):
  /// a stack with one child is that child, and a stack without children an empty stack.
  static func build(_ element: Element, path: [Int]?, orientation: Axis?) -> SwiftUINode {
    func nodes(_ children: [Element], _ orientation: Axis?) -> [SwiftUINode] {
      children.enumerated().map { index, child in build(child, path: path.map { $0 + [index] }, orientation: orientation) }
    }
    func container(_ kind: Kind, _ children: [SwiftUINode]) -> SwiftUINode {
      switch children.count {
      case 0: return SwiftUINode(kind: .emptyStack, children: [], path: path)
      case 1: return children[0]
      default: return SwiftUINode(kind: kind, children: children, path: path)
      }
    }
    switch element {
    case .leaf(let view), .expand(let view, _):
      return SwiftUINode(kind: .leaf(view), children: [], path: path)
    case let .resizable(view, horizontal, vertical):
      return SwiftUINode(kind: .leaf(view), children: [], path: path, resizable: (horizontal, vertical))
    case .stack(let stack):
      let kind = Kind.stack(axis: stack.axis, alignment: stack.alignment, spacing: stack.requestedSpacing)
      return container(kind, nodes(stack.children, stack.axis))
    case .zStack(let zStack):
      return container(.zStack(zStack.alignment), nodes(zStack.children, nil))
    case .flow(let flow):
      return container(.stack(axis: flow.axis, alignment: flow.itemAlignment, spacing: flow.itemSpacing), nodes(flow.children, flow.axis))
    case .grid(let grid):
      return buildGrid(grid, path: path)
    case .spacer(let length):
      return SwiftUINode(kind: .spacer(minLength: length, orientation: orientation), children: [], path: path)
    case .empty:
      return SwiftUINode(kind: .emptyStack, children: [], path: path)
    case .swiftUI(.geometryReader, let children):
      return SwiftUINode(kind: .geometryReader, children: nodes(children, nil), path: path)
    case .swiftUI(.scrollView(let axis), let children):
      let content = container(.stack(axis: axis, alignment: axis == .horizontal ? VerticalAlignment.center.id : HorizontalAlignment.center.id,
                                     spacing: nil), nodes(children, axis))
      return SwiftUINode(kind: .scrollView(axis), children: [content], path: path)
    case let .swiftUI(.lazyGrid(grid), children):
      return SwiftUINode(kind: .lazyGrid(grid), children: nodes(children, nil), path: path)
    case let .swiftUI(.custom(layout), children):
      return SwiftUINode(kind: .custom(layout, values: children.map(\.layoutValues)), children: nodes(children, nil), path: path)
    case let .swiftUI(.viewThatFits(horizontal, vertical), children):
      return SwiftUINode(kind: .viewThatFits(horizontal: horizontal, vertical: vertical), children: nodes(children, orientation), path: path)
    case let .modified(child, .layer(layer, placement, alignment)):
      let inner = build(child, path: path.map { $0 + [0] }, orientation: orientation)
      let secondary = build(layer, path: path.map { $0 + [1] }, orientation: nil)
      return SwiftUINode(kind: .layer(placement, alignment), children: [inner, secondary], path: path)
    case let .modified(child, modifier):
      let inner = build(child, path: path.map { $0 + [0] }, orientation: orientation)
      return SwiftUINode(kind: kind(of: modifier.sanitized), children: [inner], path: path)
    }
  }

  /// A Grid node: its cells row after row (paths: row, then column), with the column
  /// alignments and cell settings their modifiers set. A view outside a GridRow spans every
  /// column, counted once all the rows are known.
  private static func buildGrid(_ grid: Grid, path: [Int]?) -> SwiftUINode {
    var cells: [SwiftUINode] = []
    var rows: [GridSpec.Row] = []
    var columnAlignments: [HorizontalAlignment?] = []
    var places: [GridSpec.Place] = []
    for (row, gridRow) in grid.rows.enumerated() {
      let start = cells.count
      var column = 0
      for (index, cell) in gridRow.children.enumerated() {
        cells.append(build(cell, path: path.map { $0 + [row, index] }, orientation: nil))
        var place = gridPlace(of: cell, column: column)
        if gridRow.spansAllColumns { place.span = 0 }
        while column + place.span > columnAlignments.count { columnAlignments.append(nil) }
        if place.span == 1 { columnAlignments[column] = place.columnAlignment ?? columnAlignments[column] }
        places.append(place)
        column += place.span
      }
      rows.append(GridSpec.Row(alignment: gridRow.alignment, cells: start..<cells.count))
    }
    if columnAlignments.isEmpty { columnAlignments.append(nil) }
    for index in places.indices where places[index].span == 0 { places[index].span = columnAlignments.count }
    let spec = GridSpec(alignment: grid.alignment, horizontalSpacing: grid.requestedHorizontalSpacing ?? SwiftUIDefaults.spacing,
                        verticalSpacing: grid.requestedVerticalSpacing ?? SwiftUIDefaults.spacing, rows: rows,
                        columnAlignments: columnAlignments, places: places)
    return SwiftUINode(kind: .grid(spec), children: cells, path: path)
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
         .alignmentGuide, .layer, .layoutDirection, .layoutValue:
      break
    }
    return place
  }

  /// What a modifier is to SwiftUI's layout.
  private static func kind(of modifier: Modifier) -> Kind {
    switch modifier {
    case .padding(let insets, _): return .padding(insets)
    case let .frame(width, height, alignment): return .frame(width: width, height: height, alignment: alignment)
    case .flexibleFrame(let frame): return .flexibleFrame(frame)
    case .layoutPriority(let value): return .layoutPriority(value)
    case let .fixedSize(horizontal, vertical): return .fixedSize(horizontal: horizontal, vertical: vertical)
    case let .alignmentGuide(id, function): return .alignmentGuide(id, function)
    case let .offset(x, y): return .offset(x: x, y: y)
    case let .layer(_, placement, alignment): return .layer(placement, alignment)
    case let .aspectRatio(ratio, mode): return .aspectRatio(ratio, mode)
    case .constrainedSize, .gridCellAnchor, .gridColumnAlignment, .gridCellColumns, .gridCellUnsizedAxes, .layoutDirection, .layoutValue:
      return .transparent
    }
  }

  /// Every alignment some `alignmentGuide` in the tree sets: the only ones a node can have
  /// an explicit value for.
  var guidedAlignments: [AlignmentID] {
    var found: [AlignmentID] = []
    if case .alignmentGuide(let id, _) = kind { found.append(id) }
    for child in children {
      for id in child.guidedAlignments where !found.contains(id) { found.append(id) }
    }
    return found
  }
}
