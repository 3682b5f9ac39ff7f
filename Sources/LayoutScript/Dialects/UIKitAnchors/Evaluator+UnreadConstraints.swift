import LayoutCore

/// A view whose constraints are in code qlrepl could not read: `(self, item) >>>- { $0.attribute
/// = .left }`, an app's own operator declared in another file, is skipped with a note, and the
/// view it placed, its autoresizing mask turned off, is then named by no constraint on an axis.
/// UIKit would place it by those constraints; without them it is 0 long there (no intrinsic
/// size), drawn as nothing. When the class's code had such a statement, a view under the root
/// that no constraint names on an axis and that has no intrinsic length there is given a
/// placeholder's length on it, 80 wide or 44 high (the size of every placeholder box, our
/// choice), at its superview's leading or top edge, at priority 1 so that any constraint wins,
/// as a custom guide's unconstrained axis rests (`restUnconstrainedGuides`); one note names them.
extension Evaluator {
  /// Adds the placeholder lengths of the views of unread code under `root`.
  func placeViewsOfUnreadCode(_ builder: inout UIKitSystemConstraints, under root: Int) {
    guard !uikit.skippedStatements.isEmpty else { return }
    let axes = constrainedAxes(builder)
    var placed: [String] = []
    for view in uikit.added where view != root && uikit.guideKinds[view] == nil && !uikit.translatesMask(view) && isUnder(view, root) {
      guard let superview = uikit.superviews[view] else { continue }
      var drawn = false
      for axis in Axis.allCases where axes[view]?.contains(axis) != true && viewTable.views[view].kind.intrinsicLength(axis) == nil {
        let (start, length, value): (AnchorAttribute, AnchorAttribute, Double) =
          axis == .horizontal ? (.leading, .width, 80) : (.top, .height, 44)
        builder.add([
          AnchorConstraint(item: view, attribute: start, relation: .equal, secondItem: superview, secondAttribute: start, priority: 1,
                           identifier: "unread-code-placeholder"),
          AnchorConstraint(item: view, attribute: length, relation: .equal, secondItem: nil, secondAttribute: nil, constant: value,
                           priority: 1, identifier: "unread-code-placeholder"),
        ], at: viewTable.views[view].location)
        drawn = true
      }
      if drawn { placed.append(viewTable.views[view].name) }
    }
    guard let first = placed.first, let view = uikit.added.first(where: { viewTable.views[$0].name == first }) else { return }
    note("no constraint qlrepl read places \(placed.map { "'\($0)'" }.joined(separator: ", ")) on an axis (its constraints are in "
           + "code it skipped): drawn there as a placeholder's 80 × 44 at its superview's leading or top edge, at priority 1",
         at: viewTable.views[view].location)
  }
}
