import LayoutCore

/// What a SwiftUI Grid knows of its cells: their rows, the alignments written on the grid, its
/// rows and its columns (`gridColumnAlignment`), and where each cell sits (its first column,
/// `gridCellColumns`, `gridCellAnchor`). The cells are the node's children, row after row.
struct GridSpec {
  struct Row {
    var alignment: VerticalAlignment?
    var cells: Range<Int>
  }

  /// A cell's first column, how many columns it spans, and its anchor.
  struct Place {
    var column: Int
    var span: Int
    var anchor: GridCellAnchor?
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
/// row's height and aligned in that rectangle.
struct GridLayout {
  let node: SwiftUINode
  let spec: GridSpec
  let run: SwiftUIRun

  /// Each cell's rectangle in the grid, and the grid's size.
  func cells(for proposal: ProposedSize) -> (frames: [Rect], size: Size) {
    let columns = spec.columnCount
    var widths = [Double](repeating: 0, count: columns)
    var growsWide = [Bool](repeating: false, count: columns)
    forEachCell { index, _, column in
      guard spec.places[index].span == 1 else { return }
      widths[column] = max(widths[column], size(index, width: nil, height: nil).width)
      growsWide[column] = growsWide[column] || size(index, width: .infinity, height: nil).width.isInfinite
    }
    // A cell spanning columns widens them in equal parts when they are too narrow for it.
    forEachCell { index, _, column in
      let span = spec.places[index].span
      guard span > 1 else { return }
      let missing = size(index, width: nil, height: nil).width - spanned(widths, from: column, span: span)
      guard missing > 0 else { return }
      for spannedColumn in column..<min(column + span, widths.count) { widths[spannedColumn] += missing / Double(span) }
    }
    Self.share(proposal.width, among: &widths, growing: growsWide, spacing: spec.horizontalSpacing)
    var heights = [Double](repeating: 0, count: spec.rows.count)
    var growsTall = [Bool](repeating: false, count: spec.rows.count)
    forEachCell { index, row, column in
      let width = spanned(widths, from: column, span: spec.places[index].span)
      heights[row] = max(heights[row], size(index, width: width, height: nil).height)
      growsTall[row] = growsTall[row] || size(index, width: width, height: .infinity).height.isInfinite
    }
    Self.share(proposal.height, among: &heights, growing: growsTall, spacing: spec.verticalSpacing)
    var frames = [Rect](repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: node.children.count)
    forEachCell { index, row, column in
      let x = widths[..<column].reduce(0, +) + Double(column) * spec.horizontalSpacing
      let y = heights[..<row].reduce(0, +) + Double(row) * spec.verticalSpacing
      frames[index] = Rect(x: x, y: y, width: spanned(widths, from: column, span: spec.places[index].span), height: heights[row])
    }
    let width = widths.reduce(0, +) + Double(max(columns - 1, 0)) * spec.horizontalSpacing
    let height = heights.reduce(0, +) + Double(max(spec.rows.count - 1, 0)) * spec.verticalSpacing
    return (frames, Size(width: width, height: height))
  }

  /// Every cell proposed its rectangle and aligned in it.
  func placements(for proposal: ProposedSize) -> [Placement] {
    let cells = cells(for: proposal).frames
    var placements: [Placement] = []
    forEachCell { index, row, column in
      let cell = cells[index]
      let child = node.children[index]
      let childProposal = ProposedSize(cell.size)
      let childSize = child.size(for: childProposal, run, reason: .gridCell)
      let offset: Point
      switch spec.places[index].anchor {
      case .unitPoint(let point)?:
        offset = Point(x: (cell.size.width - childSize.width) * point.x, y: (cell.size.height - childSize.height) * point.y)
      case .alignment(let alignment)?:
        offset = aligned(child, childSize, childProposal, in: cell.size, alignment)
      case nil:
        let alignment = Alignment(horizontal: spec.columnAlignments[column] ?? spec.alignment.horizontal,
                                  vertical: spec.rows[row].alignment ?? spec.alignment.vertical)
        offset = aligned(child, childSize, childProposal, in: cell.size, alignment)
      }
      placements.append(Placement(node: child, proposal: childProposal, origin: cell.origin + offset))
    }
    return placements
  }

  private func aligned(_ child: SwiftUINode, _ size: Size, _ proposal: ProposedSize, in cell: Size, _ alignment: Alignment) -> Point {
    let frame = ViewDimensions(ElementDimensions(cell), direction: .leftToRight)
    return Point(x: alignment.horizontal.id.defaultValue(in: frame) - run.value(of: alignment.horizontal.id, for: child, size: size, proposal: proposal),
                 y: alignment.vertical.id.defaultValue(in: frame) - run.value(of: alignment.vertical.id, for: child, size: size, proposal: proposal))
  }

  /// The width of `span` columns from `column`, with the spacing between them.
  private func spanned(_ widths: [Double], from column: Int, span: Int) -> Double {
    let columns = widths[column..<min(column + span, widths.count)]
    return columns.reduce(0, +) + Double(max(columns.count - 1, 0)) * spec.horizontalSpacing
  }

  private func size(_ index: Int, width: Double?, height: Double?) -> Size {
    node.children[index].size(for: ProposedSize(width: width, height: height), run, reason: .gridCell)
  }

  private func forEachCell(_ body: (_ index: Int, _ row: Int, _ column: Int) -> Void) {
    for (row, rowSpec) in spec.rows.enumerated() {
      for index in rowSpec.cells { body(index, row, spec.places[index].column) }
    }
  }

  /// Gives what a concrete `proposed` length leaves beyond `lengths` and their spacing, in equal
  /// parts, to the lengths that `growing` marks.
  private static func share(_ proposed: Double?, among lengths: inout [Double], growing: [Bool], spacing: Double) {
    let count = growing.filter { $0 }.count
    guard let proposed, proposed.isFinite, count > 0 else { return }
    let left = proposed - lengths.reduce(0, +) - Double(max(lengths.count - 1, 0)) * spacing
    guard left > 0 else { return }
    for index in lengths.indices where growing[index] { lengths[index] += left / Double(count) }
  }
}
