import LayoutCore

extension Element {
  /// What QuickLayout lays a SwiftUI-only container out as: a GeometryReader is a top-leading
  /// ZStack in a frame that fills the proposal, a ScrollView a stack of its content along its
  /// axis in a frame that fills, a ViewThatFits its first child (and `ignoresSafeArea` its one), a LazyVGrid an HFlow and a LazyHGrid a VFlow. A
  /// custom `Layout` has no equivalent: its code runs (`CustomContainerRule`).
  var quickLayoutEquivalent: Element {
    let fill = { (alignment: Alignment) in FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment) }
    switch self {
    case .swiftUI(.geometryReader, let children):
      return .modified(.zStack(ZStack(alignment: .topLeading, children: children)), .flexibleFrame(fill(.topLeading)))
    case .swiftUI(.scrollView(let axis), let children):
      let alignment = axis == .horizontal ? VerticalAlignment.center.id : HorizontalAlignment.center.id
      return .modified(.stack(Stack(axis: axis, alignment: alignment, children: children)),
                       .flexibleFrame(fill(axis == .horizontal ? .leading : .top)))
    case .swiftUI(.viewThatFits, let children), .swiftUI(.ignoresSafeArea, let children):
      // QuickLayout has no safe area: a view that ignores it is the view.
      return children.first ?? .empty
    case .swiftUI(.lazyGrid(let grid), let children):
      let across = grid.axis.cross
      return .flow(Flow(axis: across, itemAlignment: across == .horizontal ? VerticalAlignment.center.id : HorizontalAlignment.center.id,
                        lineAlignment: grid.alignment, itemSpacing: 8, lineSpacing: grid.spacing ?? 8, children: children))
    case .swiftUI(.custom, _), .leaf, .stack, .zStack, .flow, .grid, .spacer, .empty, .resizable, .expand, .modified, .hosted:
      return self
    }
  }
}
