import LayoutCore

/// What `:explain` says of a view a SwiftUI stack sized: its place in the stack's order
/// (priority, then flexibility) and what it was offered. The question SwiftUI developers ask
/// most: why did this view get this width?
struct StackExplanation {
  let node: Int
  let axis: Axis
  let geometry: StackGeometry
  let order: FittingOrder?

  /// A note for every view in the stack's children: on a view that is a child (through
  /// modifiers), where the stack sized it; on a view deeper down, where the stack sized the
  /// child holding it.
  func notes(_ run: SwiftUIRun) -> [(id: Int, text: String)] {
    let tree = run.tree
    let name = axis == .horizontal ? "HStack" : "VStack"
    let length = axis == .horizontal ? "wide" : "tall"
    let count = tree.nodes[node].childCount
    return (0..<count).flatMap { position -> [(id: Int, text: String)] in
      let child = tree.child(node, position)
      let subject = tree.placedView(child) == nil ? "the \(tree.containerName(child)) holding it" : "it"
      let text: String
      if let order, let offer = run.stackChildren[geometry.start + position].offer, let rank = order.rank(of: position, run) {
        let flexibility = order.knownRange(position, run).map { range in
          "flexibility \(formatPoints(range.high - range.low)) (\(formatPoints(range.low)) to \(formatPoints(range.high)) \(length))"
        } ?? "alone in its priority"
        text = "\(name): sized \(subject) \(rank + 1) of \(count) — priority \(formatPoints(tree.nodes[child].priority)), "
          + "\(flexibility); offered \(formatPoints(offer)) \(length), an even share of what was left"
      } else {
        text = "\(name): proposed \(subject) nothing along its axis (its ideal size), as every child"
      }
      return tree.leafIDs(child).map { ($0, text) }
    }
  }
}

extension SwiftUITree {
  /// How a script writes `node`, for explanations.
  func containerName(_ node: Int) -> String {
    switch nodes[node].op {
    case .stack(let axis, _): return axis == .horizontal ? "HStack" : "VStack"
    case .zStack: return "ZStack"
    case .grid: return "Grid"
    case .lazyGrid(let grid): return lazyGrids[grid].axis == .vertical ? "LazyVGrid" : "LazyHGrid"
    case .custom(let slot): return customLayouts[slot].layout.rule.summary
    case .geometryReader: return "GeometryReader"
    case .scrollView: return "ScrollView"
    case .viewThatFits: return "ViewThatFits"
    case .padding, .frame, .flexibleFrame, .fixedSize, .layoutPriority, .alignmentGuide, .transparent, .ignoresSafeArea, .offset, .layer,
         .aspectRatio:
      return containerName(child(node))
    case .leaf, .spacer, .emptyStack: return "view"
    }
  }

  /// Every view under `node`.
  func leafIDs(_ node: Int) -> [Int] {
    if case .leaf(let leaf) = nodes[node].op { return [leaf.viewID] }
    return (0..<nodes[node].childCount).flatMap { leafIDs(child(node, $0)) }
  }

  /// The view `node` stands for when it is a view under modifiers that only pass it on.
  func placedView(_ node: Int) -> Int? {
    switch nodes[node].op {
    case .leaf(let leaf): return leaf.viewID
    case .padding, .frame, .flexibleFrame, .fixedSize, .layoutPriority, .alignmentGuide, .transparent, .ignoresSafeArea, .offset, .layer,
         .aspectRatio:
      return placedView(child(node))
    case .stack, .zStack, .grid, .lazyGrid, .custom, .geometryReader, .scrollView, .viewThatFits, .spacer, .emptyStack:
      return nil
    }
  }
}
