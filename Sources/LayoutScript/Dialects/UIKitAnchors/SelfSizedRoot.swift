import LayoutCore
import LayoutRender

/// A shown view that gives itself a size (`widthAnchor.constraint(equalToConstant: 40)` on the
/// class itself, SwiftLayout's `self.sl.anchors { Anchors.size(width: 32, height: 32) }`) when
/// the script gives no canvas: such a view is as big as it says wherever it is put (a button in a
/// toolbar, an avatar in a cell), so it is laid out at that size on that axis rather than pinned
/// to the canvas, which would only break its own constraint. The canvas is unbounded on that
/// axis (`LiveLayout` leaves an infinite canvas length free) and a note says so.
enum SelfSizedRoot {
  /// The lengths `root` sets itself by a required constraint to a constant, by axis.
  static func ownLengths(of root: Int, in constraints: [AnchorConstraint]) -> [Axis: Double] {
    var lengths: [Axis: Double] = [:]
    for constraint in constraints where constraint.item == root && constraint.secondItem == nil && constraint.relation == .equal
      && constraint.priority >= 1000 {
      switch constraint.attribute {
      case .width: lengths[.horizontal] = constraint.constant
      case .height: lengths[.vertical] = constraint.constant
      default: continue
      }
    }
    return lengths
  }
}

extension Evaluator {
  /// Frees the canvas on each axis the shown view `root` sizes itself on (`SelfSizedRoot`), when
  /// no `canvas(…)` or `--size` gives one and the view is no cell (its table sizes a cell).
  func freeCanvas(forSelfSized root: Int, constraints: [AnchorConstraint], name: String) {
    guard !canvasIsSet, canvasSizeOverride == nil, !isUnsizedCell else { return }
    let lengths = SelfSizedRoot.ownLengths(of: root, in: constraints)
    guard !lengths.isEmpty else { return }
    if lengths[.horizontal] != nil { canvas.width = .infinity }
    if lengths[.vertical] != nil { canvas.height = .infinity }
    let sizes = [lengths[.horizontal].map { "width \(formatPoints($0))" }, lengths[.vertical].map { "height \(formatPoints($0))" }]
      .compactMap { $0 }.joined(separator: ", ")
    note("'\(name)' gives itself its size (\(sizes)): it is laid out at that size, not pinned to the canvas; "
           + "canvas(width:height:) or --size puts it on one", at: viewTable.views[root].location)
  }
}
