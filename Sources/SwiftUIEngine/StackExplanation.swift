import LayoutCore

/// What `:explain` says of a view a SwiftUI stack sized: its place in the stack's order
/// (priority, then flexibility) and what it was offered. The question SwiftUI developers ask
/// most: why did this view get this width?
struct StackExplanation {
  let node: SwiftUINode
  let axis: Axis
  let geometry: StackGeometry
  let order: FittingOrder?

  /// A note for every view in the stack's children: on a view that is a child (through
  /// modifiers), where the stack sized it; on a view deeper down, where the stack sized the
  /// child holding it.
  var notes: [(id: Int, text: String)] {
    let name = axis == .horizontal ? "HStack" : "VStack"
    let length = axis == .horizontal ? "wide" : "tall"
    return node.children.indices.flatMap { index -> [(id: Int, text: String)] in
      let child = node.children[index]
      let subject = child.placedView == nil ? "the \(child.containerName) holding it" : "it"
      let text: String
      if let order, let offer = geometry.children[index].offer, let rank = order.indices.firstIndex(of: index) {
        let flexibility = order.knownRange(index).map { range in
          "flexibility \(formatPoints(range.high - range.low)) (\(formatPoints(range.low)) to \(formatPoints(range.high)) \(length))"
        } ?? "alone in its priority"
        text = "\(name): sized \(subject) \(rank + 1) of \(node.children.count) — priority \(formatPoints(child.priority)), "
          + "\(flexibility); offered \(formatPoints(offer)) \(length), an even share of what was left"
      } else {
        text = "\(name): proposed \(subject) nothing along its axis (its ideal size), as every child"
      }
      return child.leafIDs.map { ($0, text) }
    }
  }
}

extension SwiftUINode {
  /// How a script writes this node, for explanations.
  var containerName: String {
    switch kind {
    case let .stack(axis, _, _): return axis == .horizontal ? "HStack" : "VStack"
    case .zStack: return "ZStack"
    case .grid: return "Grid"
    case .lazyGrid(let grid): return grid.axis == .vertical ? "LazyVGrid" : "LazyHGrid"
    case .custom(let layout, _): return layout.rule.summary
    case .geometryReader: return "GeometryReader"
    case .scrollView: return "ScrollView"
    case .viewThatFits: return "ViewThatFits"
    case .padding, .frame, .flexibleFrame, .fixedSize, .layoutPriority, .alignmentGuide, .transparent, .offset, .layer,
         .aspectRatio:
      return child.containerName
    case .leaf, .spacer, .emptyStack: return "view"
    }
  }

  /// Every view in this subtree.
  var leafIDs: [Int] {
    if case .leaf(let view) = kind { return [view.id] }
    return children.flatMap(\.leafIDs)
  }

  /// The view this node stands for when it is a view under modifiers that only pass it on.
  var placedView: Int? {
    switch kind {
    case .leaf(let view): return view.id
    case .padding, .frame, .flexibleFrame, .fixedSize, .layoutPriority, .alignmentGuide, .transparent, .offset, .layer,
         .aspectRatio:
      return child.placedView
    case .stack, .zStack, .grid, .lazyGrid, .custom, .geometryReader, .scrollView, .viewThatFits, .spacer, .emptyStack:
      return nil
    }
  }
}
