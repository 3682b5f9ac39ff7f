import LayoutCore

/// What a SwiftUI Grid knows of its cells: their rows, the alignments written on the grid, its
/// rows and its columns (`gridColumnAlignment`), and where each cell sits (its first column,
/// `gridCellColumns`, `gridCellAnchor`). The cells are the node's children, row after row.
struct GridSpec {
  struct Row {
    var alignment: VerticalAlignment?
    var cells: Range<Int>
  }

  /// A cell's first column, how many columns it spans, its anchor, the column alignment it
  /// sets, and the axes on which it asks nothing of its tracks (`gridCellUnsizedAxes`).
  struct Place {
    var column: Int
    var span = 1
    var anchor: GridCellAnchor?
    var columnAlignment: HorizontalAlignment?
    var unsizedWidth = false
    var unsizedHeight = false
  }

  var alignment: Alignment
  var horizontalSpacing: Double
  var verticalSpacing: Double
  var rows: [Row]
  var columnAlignments: [HorizontalAlignment?]
  var places: [Place]

  var columnCount: Int { columnAlignments.count }
}

/// A SwiftUI Grid laid out as its documentation describes it (README, "SwiftUI semantics"):
/// each column as wide as its widest cell's ideal width, each row as tall as its tallest cell at
/// that width; what is left of a concrete proposal goes in equal parts to the columns (rows)
/// holding a view that takes any width (height); every cell is proposed its column's width and
/// row's height and aligned in that rectangle. A cell unsized on an axis asks nothing of it.
/// The spec is at `slot` of `SwiftUITree.grids`.
struct GridRule: SwiftUIRule {
  let slot: Int

  func size(_ node: Int, _ proposal: ProposedSize, reason: ProposalReason, _ run: inout SwiftUIRun) -> Size {
    GridLayout(node: node, spec: run.tree.grids[slot]).cells(for: proposal, &run).size
  }

  func appendPlacements(_ node: Int, size: Size, proposal: ProposedSize, _ run: inout SwiftUIRun) {
    for cell in GridLayout(node: node, spec: run.tree.grids[slot]).placements(for: proposal, &run) { run.placements.append(cell) }
  }

  func resultKind(in tree: SwiftUITree) -> NodeKind? { .grid }
  func scriptName(in tree: SwiftUITree) -> String { "Grid" }
}

/// One Grid node's layout, its spec at hand.
struct GridLayout {
  let node: Int
  let spec: GridSpec

  /// Each cell's rectangle in the grid, and the grid's size.
  func cells(for proposal: ProposedSize, _ run: inout SwiftUIRun) -> (frames: [Rect], size: Size) {
    let widths = columnWidths(for: proposal.width, &run)
    let heights = rowHeights(for: proposal.height, widths: widths, &run)
    var frames = [Rect](repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: run.tree.nodes[node].childCount)
    forEachCell { index, row, column in
      let x = widths[..<column].reduce(0, +) + Double(column) * spec.horizontalSpacing
      let y = heights[..<row].reduce(0, +) + Double(row) * spec.verticalSpacing
      frames[index] = Rect(x: x, y: y, width: spanned(widths, from: column, span: spec.places[index].span), height: heights[row])
    }
    return (frames, Size(width: Self.total(widths, spacing: spec.horizontalSpacing), height: Self.total(heights, spacing: spec.verticalSpacing)))
  }

  /// The columns' widths: the widest ideal width of their one-column cells, widened in equal
  /// parts for a spanning cell they are too narrow for; then what a concrete `proposed` width
  /// leaves, shared by the columns holding (or spanned by) a view that takes any width.
  private func columnWidths(for proposed: Double?, _ run: inout SwiftUIRun) -> [Double] {
    var widths = [Double](repeating: 0, count: spec.columnCount)
    var grows = [Bool](repeating: false, count: spec.columnCount)
    for spanning in [false, true] {
      forEachCell { index, _, column in
        let place = spec.places[index]
        guard (place.span > 1) == spanning, !place.unsizedWidth else { return }
        let columns = column..<min(column + place.span, widths.count)
        let missing = size(index, width: nil, height: nil, &run).width - spanned(widths, from: column, span: place.span)
        if missing > 0 { for spannedColumn in columns { widths[spannedColumn] += missing / Double(columns.count) } }
        // Asked only while some column it spans is not known to grow: a probe fewer per such cell.
        guard !columns.allSatisfy({ grows[$0] }), size(index, width: .infinity, height: nil, &run).width.isInfinite else { return }
        for spannedColumn in columns { grows[spannedColumn] = true }
      }
    }
    Self.share(proposed, among: &widths, growing: grows, spacing: spec.horizontalSpacing)
    return widths
  }

  /// The rows' heights: the tallest of their cells at their columns' width (a cell unsized
  /// vertically aside), then what a concrete `proposed` height leaves, shared by the rows
  /// holding a view that takes any height.
  private func rowHeights(for proposed: Double?, widths: [Double], _ run: inout SwiftUIRun) -> [Double] {
    var heights = [Double](repeating: 0, count: spec.rows.count)
    var grows = [Bool](repeating: false, count: spec.rows.count)
    forEachCell { index, row, column in
      guard !spec.places[index].unsizedHeight else { return }
      let width = spanned(widths, from: column, span: spec.places[index].span)
      heights[row] = max(heights[row], size(index, width: width, height: nil, &run).height)
      grows[row] = grows[row] || size(index, width: width, height: .infinity, &run).height.isInfinite
    }
    Self.share(proposed, among: &heights, growing: grows, spacing: spec.verticalSpacing)
    return heights
  }

  /// Every cell proposed its rectangle and aligned in it.
  func placements(for proposal: ProposedSize, _ run: inout SwiftUIRun) -> [Placement] {
    let cells = cells(for: proposal, &run).frames
    var placements: [Placement] = []
    forEachCell { index, row, column in
      let cell = cells[index]
      let child = run.tree.child(node, index)
      let childProposal = ProposedSize(cell.size)
      let childSize = run.size(child, childProposal, reason: .gridCell)
      let offset: Point
      switch spec.places[index].anchor {
      case .unitPoint(let point)?:
        offset = Point(x: (cell.size.width - childSize.width) * point.x, y: (cell.size.height - childSize.height) * point.y)
      case .alignment(let alignment)?:
        offset = run.offset(of: child, size: childSize, proposal: childProposal, aligned: alignment, in: cell.size)
      case nil:
        let alignment = Alignment(horizontal: spec.columnAlignments[column] ?? spec.alignment.horizontal,
                                  vertical: spec.rows[row].alignment ?? spec.alignment.vertical)
        offset = run.offset(of: child, size: childSize, proposal: childProposal, aligned: alignment, in: cell.size)
      }
      placements.append(Placement(node: child, proposal: childProposal, origin: cell.origin + offset))
    }
    return placements
  }

  /// The width of `span` columns from `column`, with the spacing between them.
  private func spanned(_ widths: [Double], from column: Int, span: Int) -> Double {
    let columns = widths[column..<min(column + span, widths.count)]
    return columns.reduce(0, +) + Double(max(columns.count - 1, 0)) * spec.horizontalSpacing
  }

  private func size(_ index: Int, width: Double?, height: Double?, _ run: inout SwiftUIRun) -> Size {
    run.size(run.tree.child(node, index), ProposedSize(width: width, height: height), reason: .gridCell)
  }

  private func forEachCell(_ body: (_ index: Int, _ row: Int, _ column: Int) -> Void) {
    for (row, rowSpec) in spec.rows.enumerated() {
      for index in rowSpec.cells { body(index, row, spec.places[index].column) }
    }
  }

  /// The lengths end to end with `spacing` between them.
  private static func total(_ lengths: [Double], spacing: Double) -> Double {
    lengths.reduce(0, +) + Double(max(lengths.count - 1, 0)) * spacing
  }

  /// Gives what a concrete `proposed` length leaves beyond `lengths` and their spacing, in equal
  /// parts, to the lengths that `growing` marks.
  private static func share(_ proposed: Double?, among lengths: inout [Double], growing: [Bool], spacing: Double) {
    let count = growing.filter { $0 }.count
    guard let proposed, proposed.isFinite, count > 0 else { return }
    let left = proposed - total(lengths, spacing: spacing)
    guard left > 0 else { return }
    for index in lengths.indices where growing[index] { lengths[index] += left / Double(count) }
  }
}
