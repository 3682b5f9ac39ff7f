import LayoutCore

extension SwiftUITree {
  /// The spacing preferences of a modifier node `op` over node `child`: padding and frames
  /// reset the edges they change (a frame keeps a spacer's), every other modifier passes its
  /// child's on.
  func spacing(of op: SwiftUIOp, over child: Int) -> SpacingPreferences {
    let childIsSpacer = nodes[child].projectsSpacing
    var spacing = spacings[child]
    switch op {
    case .padding(let insets):
      var changed: SpacingEdges = []
      if insets.top != 0 { changed.insert(.top) }
      if insets.left != 0 { changed.insert(.left) }
      if insets.bottom != 0 { changed.insert(.bottom) }
      if insets.right != 0 { changed.insert(.right) }
      spacing.reset(changed)
    case let .frame(width, height, _):
      if !childIsSpacer { spacing.reset(Self.framedEdges(horizontal: width != nil, vertical: height != nil)) }
    case .flexibleFrame(let index):
      let frame = flexibleFrames[index]
      if !childIsSpacer { spacing.reset(Self.framedEdges(horizontal: frame.width.isSet, vertical: frame.height.isSet)) }
    case .fixedSize, .layoutPriority, .alignmentGuide, .transparent, .ignoresSafeArea, .offset, .layer, .aspectRatio,
         .leaf, .stack, .zStack, .grid, .lazyGrid, .custom, .geometryReader, .scrollView, .viewThatFits, .spacer, .emptyStack:
      break
    }
    return spacing
  }

  /// The edges a frame setting the given axes resets.
  private static func framedEdges(horizontal: Bool, vertical: Bool) -> SpacingEdges {
    (horizontal ? SpacingEdges.along(.horizontal) : []).union(vertical ? SpacingEdges.along(.vertical) : [])
  }
}

extension SpacingPreferences {
  /// Merges the preferences of a stack's child at `position` of `count` along `axis`: on the
  /// edges across the axis, and on the stack's leading (trailing) edge for the first (last).
  mutating func incorporate(stackChild child: SpacingPreferences, position: Int, count: Int, axis: Axis) {
    let (leading, trailing): (SpacingEdges, SpacingEdges) = axis == .horizontal ? (.left, .right) : (.top, .bottom)
    var edges = SpacingEdges.along(axis.cross)
    if position == 0 { edges.insert(leading) }
    if position == count - 1 { edges.insert(trailing) }
    incorporate(edges, of: child)
  }
}
