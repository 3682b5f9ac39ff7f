import LayoutCore

/// `gridCellAnchor(_:)`: where an enclosing grid puts the cell's content, by an alignment or
/// a unit point. The content's node stands for it.
struct GridCellAnchorRule: ModifierRule {
  let anchor: Anchor

  /// A compiled `GridCellAnchor`.
  enum Anchor {
    case alignment(AlignmentPair)
    case unitPoint(UnitPoint)

    var unitPoint: UnitPoint? {
      if case .unitPoint(let point) = self { return point }
      return nil
    }

    var alignment: AlignmentPair? {
      if case .alignment(let alignment) = self { return alignment }
      return nil
    }
  }

  /// The rule of `anchor`, its alignment compiled into `tree`.
  init(_ anchor: GridCellAnchor, _ tree: inout LayoutTree) {
    switch anchor {
    case .alignment(let alignment): self.anchor = .alignment(tree.alignment(alignment))
    case .unitPoint(let point): self.anchor = .unitPoint(point)
    }
  }

  var payload: ModifierPayload { .gridCellAnchor(self) }
  var resultKind: NodeKind? { nil }
  func priority(child: Double) -> Double { 0 }

  func layout(_ node: Int, _ proposal: Size, _ run: inout LayoutRun, _ environment: LayoutEnvironment) -> Size {
    run.passThrough(node, proposal, environment)
  }
}

/// What a grid cell's content asks of the grid: the outermost grid cell modifier's request.
struct GridCellInfo {
  var anchor: GridCellAnchorRule.Anchor?
  var columnAlignment: AlignmentRef?
}

extension ModifierPayload {
  /// What the modifier asks of an enclosing grid: only the grid cell modifiers ask.
  var gridCellInfo: GridCellInfo? {
    if case .gridCellAnchor(let rule) = self { return GridCellInfo(anchor: rule.anchor) }
    if case .gridColumnAlignment(let rule) = self { return GridCellInfo(columnAlignment: rule.alignment) }
    return nil
  }
}

extension LayoutRun {
  /// A request of the grid cell modifiers on node `node`'s result node, or on its only child,
  /// and so on down. A modifier that passes its child's node through hands the child the
  /// request of the outermost grid cell modifier.
  func gridRequest<Value>(of node: Int, _ value: (GridCellInfo) -> Value?) -> Value? {
    var real = node
    var info: GridCellInfo?
    while tree.nodes[real].resultKind == nil, case .modifier(let modifier) = tree.nodes[real].op {
      if info == nil { info = modifier.gridCellInfo }
      real = tree.child(real, 0)
    }
    if let info, let found = value(info) { return found }
    guard tree.nodes[real].childCount == 1 else { return nil }
    return gridRequest(of: tree.child(real, 0), value)
  }

  /// Where a grid puts cell `cell` in its rectangle of `frame`: by the cell's anchor, else by
  /// `fallback` (the column's, row's or grid's alignment).
  func cellOffset(_ cell: Int, in frame: Size, fallback: AlignmentPair, _ direction: LayoutDirection) -> Point {
    let size = sizes[cell]
    if let unit = gridRequest(of: cell, { $0.anchor?.unitPoint }) {
      let x = direction == .rightToLeft ? 1 - unit.x : unit.x
      return Point(x: (frame.width - size.width) * x, y: (frame.height - size.height) * unit.y)
    }
    let alignment = gridRequest(of: cell, { $0.anchor?.alignment }) ?? fallback
    return Point(x: tree.alignments.value(alignment.horizontal, in: frame, direction) - value(alignment.horizontal, of: cell, direction),
                 y: tree.alignments.value(alignment.vertical, in: frame, direction) - value(alignment.vertical, of: cell, direction))
  }
}
