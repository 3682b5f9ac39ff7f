import LayoutCore

/// A scroll view's edges mean two things: Apple's Auto Layout Guide ("Working with Scroll
/// Views") says "Any constraints between the scroll view and objects outside the scroll view
/// attach to the scroll view's frame … Constraints between the edges or margins of the scroll
/// view and its content attach to the scroll view's content area. Constraints between the height,
/// width, or centers attach to the scroll view's frame." So a label pinned to every edge of the
/// `UIScrollView` it is in (`label.snp.makeConstraints { $0.edges.equalToSuperview() }`) keeps its
/// own size, and the content area takes it, where a plain superview would stretch it.
extension Evaluator {
  /// Moves each active constraint between an edge of a `UIScrollView` and an edge of a view inside
  /// it onto the scroll view's `contentLayoutGuide`, as UIKit reads it.
  func attachScrollViewEdgesToContent() {
    for index in uikit.activationOrder {
      var constraint = uikit.records[index].constraint
      guard let second = constraint.secondItem, let secondAttribute = constraint.secondAttribute,
            Self.isEdge(constraint.attribute), Self.isEdge(secondAttribute) else { continue }
      if isScrollView(second), isContent(constraint.item, of: second) {
        constraint.secondItem = guide(.scrollContent, of: second, at: viewTable.views[second].location)
      } else if isScrollView(constraint.item), isContent(second, of: constraint.item) {
        constraint.item = guide(.scrollContent, of: constraint.item, at: viewTable.views[constraint.item].location)
      } else {
        continue
      }
      uikit.records[index].constraint = constraint
    }
  }

  private static func isEdge(_ attribute: AnchorAttribute) -> Bool {
    [.leading, .trailing, .left, .right, .top, .bottom].contains(attribute)
  }

  private func isScrollView(_ view: Int) -> Bool {
    viewTable.views.indices.contains(view) && viewTable.views[view].typeName == "UIScrollView" && uikit.guideKinds[view] == nil
  }

  /// True for a view (not a layout guide) somewhere inside `scrollView`.
  private func isContent(_ view: Int, of scrollView: Int) -> Bool {
    uikit.guideKinds[view] == nil && view != scrollView && isUnder(view, scrollView)
  }
}
