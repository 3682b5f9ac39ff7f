import LayoutCore

/// The size a shown cell is laid out at when the script gives no `canvas(…)`: a cell is sized by
/// the table or collection view that shows it, not by itself, so it is laid out as a row — the
/// canvas's width, and the height its content's constraints give (a self-sizing cell: UIKit's
/// `systemLayoutSizeFitting` with the width fixed, which a `.fit` canvas is), else
/// `defaultHeight`, pulled just above the fit's pull to nothing so that any constraint of the
/// content outweighs it.
enum CellCanvas {
  /// The classes whose views a table or collection view sizes.
  static let superclasses: Set<String> = [
    "UITableViewCell", "UICollectionViewCell", "UITableViewHeaderFooterView", "UICollectionReusableView",
    "UICollectionViewListCell",
  ]

  /// 44 points: the height of a row a table view does not size otherwise (UITableViewCell's
  /// frame made in code, `CGRect(x: 0, y: 0, width: 320, height: 44)`, and the standard row of
  /// a plain table; measured and reported by others, Apple's reference giving today's
  /// `rowHeight` default as `automaticDimension`). An estimate, said in a note.
  static let defaultHeight = 44.0

  /// The priority of the row height: above the `.fit` canvas's pull to no height (50), below
  /// every content priority (hugging 250 at the lowest), so the content decides when it can.
  static let heightPriority = 51.0

  /// The canvas a cell is laid out on: `canvas`'s width, fitted.
  static func canvas(from canvas: Canvas) -> Canvas {
    var fitted = canvas
    fitted.height = .infinity
    fitted.mode = .fit
    return fitted
  }

  /// The row height's constraint on the cell's view `root`.
  static func heightConstraint(of root: Int) -> AnchorConstraint {
    AnchorConstraint(item: root, attribute: .height, relation: .equal, secondItem: nil, secondAttribute: nil,
                     constant: defaultHeight, priority: heightPriority, identifier: "qlrepl-cell-row-height")
  }
}
