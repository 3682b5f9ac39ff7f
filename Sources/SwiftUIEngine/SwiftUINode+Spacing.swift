import LayoutCore

extension SwiftUINode {
  /// This node's spacing preferences: a view's are plain; a spacer's 0 along its axis; an
  /// empty stack's 0 on every edge; a stack merges its children's on the edges it shares
  /// with them; padding and frames reset the edges they change.
  func computeSpacing() -> SpacingPreferences {
    switch kind {
    case .leaf, .geometryReader, .scrollView, .viewThatFits, .grid, .lazyGrid, .custom:
      return .plain
    case let .stack(axis, _, _):
      var merged = SpacingPreferences.none
      let (leading, trailing): (SpacingEdges, SpacingEdges) = axis == .horizontal ? (.left, .right) : (.top, .bottom)
      for (index, child) in children.enumerated() {
        var edges = SpacingEdges.along(axis.cross)
        if index == 0 { edges.insert(leading) }
        if index == children.count - 1 { edges.insert(trailing) }
        merged.incorporate(edges, of: child.spacing)
      }
      return merged
    case .zStack:
      var merged = SpacingPreferences.none
      for child in children { merged.incorporate(.all, of: child.spacing) }
      return merged
    case .spacer(_, let orientation):
      return .zero(on: orientation.map(SpacingEdges.along) ?? .all)
    case .emptyStack:
      return .zero(on: .all)
    case .padding(let insets):
      var spacing = child.spacing
      var changed: SpacingEdges = []
      if insets.top != 0 { changed.insert(.top) }
      if insets.left != 0 { changed.insert(.left) }
      if insets.bottom != 0 { changed.insert(.bottom) }
      if insets.right != 0 { changed.insert(.right) }
      spacing.reset(changed)
      return spacing
    case let .frame(width, height, _):
      return framed(horizontal: width != nil, vertical: height != nil)
    case .flexibleFrame(let frame):
      return framed(horizontal: frame.minWidth != nil || frame.idealWidth != nil || frame.maxWidth != nil,
                    vertical: frame.minHeight != nil || frame.idealHeight != nil || frame.maxHeight != nil)
    case .fixedSize, .layoutPriority, .alignmentGuide, .transparent, .offset, .layer, .aspectRatio:
      return child.spacing
    }
  }

  /// A frame's preferences: its child's, with the edges of the axes it sets reset, unless the
  /// child is a spacer.
  private func framed(horizontal: Bool, vertical: Bool) -> SpacingPreferences {
    var spacing = child.spacing
    guard !child.requiresSpacingProjection else { return spacing }
    spacing.reset((horizontal ? SpacingEdges.along(.horizontal) : []).union(vertical ? SpacingEdges.along(.vertical) : []))
    return spacing
  }
}
