import LayoutCore

/// The cells each view's box covers in a picture, chosen so that one size draws as one size.
///
/// Snapping each edge of a box to the nearest cell edge (`CellGrid.cells`) makes a width that is
/// not a whole number of cells take one column more or less by where it starts: at 3 pt a
/// column, a 16-pt label is 5 columns at x 0 (`┌age┐`) and 6 at x 16 (`┌age─┐`). Here a box's
/// size is rounded to whole cells once (16 pt: 5 columns) and laid from one edge snapped to the
/// nearest cell edge, so equal sizes draw equal wherever they are.
///
/// Views that touch must still share a cell edge: a box laid by its size can end a column
/// further than its nearest cell edge, onto a neighbour, or a column short, opening a gap. So
/// the size decides an edge only where it is *free*: no edge of another view, of the canvas or
/// of an outline drawn (a container, an offer, a shaded band) lies within two cells of it. An
/// edge near another goes to its nearest cell edge, as both of a view's edges did before:
/// nearest-cell snapping never reverses two edges' order, so views that touch share an edge
/// and views apart stay apart. A free edge moves off its nearest cell edge by one cell at most,
/// so it cannot reach an edge two cells away, even one that moved towards it. So a box with
/// a free far edge (right, bottom) starts at its nearest cell edge and takes its rounded size;
/// one whose far edge is near another but whose near edge is free ends at the far edge's
/// nearest cell edge and takes its rounded size back from there; one with both edges near
/// others snaps both, and its size follows its place. That last case is what no snapping can
/// avoid: views of one size side by side with no space between them (a row of equal tiles at
/// spacing 0) cannot all draw alike without a gap or an overlap somewhere, and a shared edge is
/// what the picture keeps. A box is at least one cell on each axis.
struct BoxCells {
  /// A box's columns and rows, as `CellGrid.cells` gives them.
  typealias Cells = (columns: ClosedRange<Int>, rows: ClosedRange<Int>)

  private var cells: [Int: Cells] = [:]

  /// The cells of every frame in `boxes` (view ids and frames), on `grid`, with the edges of
  /// `outlines` (the canvas and whatever else is drawn) counted as others' edges.
  init(boxes: [(id: Int, frame: Rect)], outlines: [Rect], grid: CellGrid) {
    let columns = Axis1D(boxes: boxes.map { ($0.frame.minX, $0.frame.maxX) }, outlines: outlines.map { ($0.minX, $0.maxX) },
                         cell: grid.scale.pointsPerColumn, snap: grid.column)
    let rows = Axis1D(boxes: boxes.map { ($0.frame.minY, $0.frame.maxY) }, outlines: outlines.map { ($0.minY, $0.maxY) },
                      cell: grid.scale.pointsPerRow, snap: grid.row)
    for (index, box) in boxes.enumerated() {
      cells[box.id] = (columns.range(index), rows.range(index))
    }
  }

  /// The cells of view `id`'s box; nil for a view not given.
  subscript(id: Int) -> Cells? { cells[id] }

  /// One axis: every box's near and far edge in points, and all edges sorted to find neighbours.
  private struct Axis1D {
    let boxes: [(low: Double, high: Double)]
    let cell: Double
    let snap: (Double) -> Int
    /// Every edge of every box and outline, ascending.
    let edges: [Double]

    init(boxes: [(Double, Double)], outlines: [(Double, Double)], cell: Double, snap: @escaping (Double) -> Int) {
      self.boxes = boxes.map { (low: $0.0, high: $0.1) }
      self.cell = cell
      self.snap = snap
      edges = (boxes + outlines).flatMap { [$0.0, $0.1] }.sorted()
    }

    /// The cells box `index` covers on this axis.
    func range(_ index: Int) -> ClosedRange<Int> {
      let box = boxes[index]
      let size = max(1, Int((((box.high - box.low) / cell) + 0.5).rounded(.down).clamped(to: 0...1_000_000)))
      let low: Int
      let high: Int
      if isFree(box.high, besides: box.low) {
        low = snap(box.low)
        high = low + size
      } else if isFree(box.low, besides: box.high) {
        high = snap(box.high)
        low = high - size
      } else {
        low = snap(box.low)
        high = max(low + 1, snap(box.high))
      }
      return low...(high - 1)
    }

    /// True when no edge but `edge` itself and its box's `other` edge lies within two cells of `edge`.
    private func isFree(_ edge: Double, besides other: Double) -> Bool {
      guard edge.isFinite, cell > 0 else { return false }
      let reach = 2 * cell
      var count = 0
      var position = firstIndex(atLeast: edge - reach)
      while position < edges.count, edges[position] <= edge + reach {
        count += 1
        position += 1
      }
      let own = abs(other - edge) <= reach ? 2 : 1
      return count <= own
    }

    /// The first position in `edges` of a value at least `value` (binary search).
    private func firstIndex(atLeast value: Double) -> Int {
      var low = 0
      var high = edges.count
      while low < high {
        let middle = (low + high) / 2
        if edges[middle] < value { low = middle + 1 } else { high = middle }
      }
      return low
    }
  }
}
