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
      let (leading, trailing) = (SpacingEdge.along(axis)[0], SpacingEdge.along(axis)[1])
      for (index, child) in children.enumerated() {
        var edges = SpacingEdge.along(axis.cross)
        if index == 0 { edges.append(leading) }
        if index == children.count - 1 { edges.append(trailing) }
        merged.incorporate(edges, of: child.spacing)
      }
      return merged
    case .zStack:
      var merged = SpacingPreferences.none
      for child in children { merged.incorporate(SpacingEdge.allCases, of: child.spacing) }
      return merged
    case .spacer(_, let orientation):
      return .zero(on: orientation.map(SpacingEdge.along) ?? SpacingEdge.allCases)
    case .emptyStack:
      return .zero(on: SpacingEdge.allCases)
    case .padding(let insets):
      var spacing = child.spacing
      let changed: [(SpacingEdge, Double)] = [(.top, insets.top), (.left, insets.left), (.bottom, insets.bottom), (.right, insets.right)]
      spacing.reset(changed.filter { $0.1 != 0 }.map(\.0))
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
    spacing.reset((horizontal ? SpacingEdge.along(.horizontal) : []) + (vertical ? SpacingEdge.along(.vertical) : []))
    return spacing
  }
}
