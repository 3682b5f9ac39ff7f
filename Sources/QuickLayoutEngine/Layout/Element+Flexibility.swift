import LayoutCore

extension Element {
  /// QuickLayout's first question: how this element reacts to a proposal on `axis`, where
  /// `mainAxis` is the axis of the nearest enclosing stack (spacers grow along it).
  func flexibility(for axis: Axis, mainAxis: Axis) -> Flexibility {
    switch self {
    case .leaf(let view):
      return view.kind.flexibility(for: axis)
    case .stack(let stack):
      return Self.maximumFlexibility(of: stack.children, for: axis, mainAxis: stack.axis)
    case .flow:
      // The engine the conformance cases come from reports flows as fixed on both axes,
      // whatever their items: a stack measures a flow first, with what remains.
      return .fixedSize
    case .zStack(let children, _):
      return Self.maximumFlexibility(of: children, for: axis, mainAxis: mainAxis)
    case .grid(let grid):
      return Self.maximumFlexibility(of: grid.rows.flatMap(\.children), for: axis, mainAxis: mainAxis)
    case .spacer(let length):
      return length == nil && axis == mainAxis ? .fullyFlexible : .fixedSize
    case .empty:
      return .fixedSize
    case .swiftUI:
      return quickLayoutEquivalent.flexibility(for: axis, mainAxis: mainAxis)
    case let .resizable(view, horizontal, vertical):
      return (axis == .horizontal ? horizontal : vertical) ? .fullyFlexible : view.kind.flexibility(for: axis)
    case .expand(let view, _):
      return view.kind.flexibility(for: axis)
    case let .modified(child, modifier):
      return modifier.flexibility(for: axis, child: child, mainAxis: mainAxis)
    }
  }

  /// QuickLayout's second question: the priority a stack groups this element by.
  var layoutPriority: Double {
    switch self {
    case .leaf, .stack, .zStack, .flow, .grid, .resizable, .expand, .swiftUI:
      return 0
    case .spacer(let length):
      return length == nil ? -.infinity : .infinity
    case .empty:
      return .infinity
    case let .modified(child, modifier):
      switch modifier {
      case .layoutPriority(let priority): return priority
      case .gridCellAnchor, .gridColumnAlignment, .gridCellColumns: return 0
      case .layer(_, _, _), .padding, .offset, .frame, .flexibleFrame, .fixedSize, .aspectRatio,
           .constrainedSize, .alignmentGuide, .layoutDirection:
        return child.layoutPriority
      }
    }
  }

  /// What QuickLayout lays a SwiftUI-only container out as: a GeometryReader is a top-leading
  /// ZStack in a frame that fills the proposal, a ScrollView a stack of its content along its
  /// axis in a frame that fills, a ViewThatFits its first child, a LazyVGrid an HFlow.
  var quickLayoutEquivalent: Element {
    let fill = { (alignment: Alignment) in FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment) }
    switch self {
    case .swiftUI(.geometryReader, let children):
      return .modified(.zStack(children: children, alignment: .topLeading), .flexibleFrame(fill(.topLeading)))
    case .swiftUI(.scrollView(let axis), let children):
      let alignment = axis == .horizontal ? VerticalAlignment.center.id : HorizontalAlignment.center.id
      return .modified(.stack(Stack(axis: axis, alignment: alignment, children: children)),
                       .flexibleFrame(fill(axis == .horizontal ? .leading : .top)))
    case .swiftUI(.viewThatFits, let children):
      return children.first ?? .empty
    case .swiftUI(.lazyVGrid(_, let spacing), let children):
      return .flow(Flow(axis: .horizontal, itemAlignment: VerticalAlignment.center.id, lineAlignment: HorizontalAlignment.center.id,
                        itemSpacing: 8, lineSpacing: spacing ?? 8, children: children))
    case .leaf, .stack, .zStack, .flow, .grid, .spacer, .empty, .resizable, .expand, .modified:
      return self
    }
  }

  private static func maximumFlexibility(of children: [Element], for axis: Axis, mainAxis: Axis) -> Flexibility {
    var result = Flexibility.fixedSize
    for child in children {
      result = max(result, child.flexibility(for: axis, mainAxis: mainAxis))
      if result == .fullyFlexible { break }
    }
    return result
  }
}

extension Modifier {
  func flexibility(for axis: Axis, child: Element, mainAxis: Axis) -> Flexibility {
    switch self {
    case let .frame(width, height, _):
      return (axis == .horizontal ? width : height) != nil ? .fixedSize : child.flexibility(for: axis, mainAxis: mainAxis)
    case .flexibleFrame(let frame):
      return (axis == .horizontal ? frame.maxWidth : frame.maxHeight) != nil ? .partial : child.flexibility(for: axis, mainAxis: mainAxis)
    case let .fixedSize(horizontal, vertical):
      return (axis == .horizontal ? horizontal : vertical) ? .fixedSize : child.flexibility(for: axis, mainAxis: mainAxis)
    case .aspectRatio:
      return .partial
    case .padding, .offset, .layoutPriority, .constrainedSize, .alignmentGuide, .layer, .gridCellAnchor,
         .gridColumnAlignment, .gridCellColumns, .layoutDirection:
      return child.flexibility(for: axis, mainAxis: mainAxis)
    }
  }
}
