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

  private let columns: Axis1D
  private let rows: Axis1D

  /// The snapping of the views' boxes `frames` on `grid`, with the edges of `outlines` (the
  /// canvas and whatever else is drawn) counted as others' edges. It keeps every edge, sorted,
  /// and works a box's cells out when asked.
  init<Frames: Collection<Rect>>(frames: Frames, outlines: [Rect], grid: CellGrid) {
    columns = Axis1D(edges: Self.edges(frames, outlines, \.minX, \.maxX), cell: grid.scale.pointsPerColumn, snap: grid.column)
    rows = Axis1D(edges: Self.edges(frames, outlines, \.minY, \.maxY), cell: grid.scale.pointsPerRow, snap: grid.row)
  }

  /// The cells the box of a view at `frame` (one of the frames given) covers.
  func cells(_ frame: Rect) -> Cells {
    (columns.range(frame.minX, frame.maxX), rows.range(frame.minY, frame.maxY))
  }

  /// Both edges on one axis of every frame and outline, ascending.
  private static func edges<Frames: Collection<Rect>>(_ frames: Frames, _ outlines: [Rect], _ low: KeyPath<Rect, Double>,
                                                      _ high: KeyPath<Rect, Double>) -> [Double] {
    var edges: [Double] = []
    edges.reserveCapacity(2 * (frames.count + outlines.count))
    for rectangle in frames {
      edges.append(rectangle[keyPath: low])
      edges.append(rectangle[keyPath: high])
    }
    for rectangle in outlines {
      edges.append(rectangle[keyPath: low])
      edges.append(rectangle[keyPath: high])
    }
    edges.sort()
    return edges
  }

  /// One axis: all edges sorted, to find an edge's neighbours.
  private struct Axis1D {
    let edges: [Double]
    let cell: Double
    let snap: (Double) -> Int

    /// The cells a box from `low` to `high` covers on this axis.
    func range(_ low: Double, _ high: Double) -> ClosedRange<Int> {
      // Two infinite edges (a frame at y = inf, 1e308 tall) span no number: one cell.
      let span = (high - low) / cell
      let size = span.isNaN ? 1 : max(1, Int((span + 0.5).rounded(.down).clamped(to: 0...1_000_000)))
      let first: Int
      let end: Int
      if isFree(high, besides: low) {
        first = snap(low)
        end = first + size
      } else if isFree(low, besides: high) {
        end = snap(high)
        first = end - size
      } else {
        first = snap(low)
        end = max(first + 1, snap(high))
      }
      return first...(end - 1)
    }

    /// True when no edge but `edge` itself and its box's `other` edge lies within two cells of
    /// `edge`; it looks at no more of the edges than it takes to know.
    private func isFree(_ edge: Double, besides other: Double) -> Bool {
      guard edge.isFinite, cell > 0 else { return false }
      let reach = 2 * cell
      let own = abs(other - edge) <= reach ? 2 : 1
      var count = 0
      var position = firstIndex(atLeast: edge - reach)
      while position < edges.count, edges[position] <= edge + reach {
        count += 1
        if count > own { return false }
        position += 1
      }
      return true
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
