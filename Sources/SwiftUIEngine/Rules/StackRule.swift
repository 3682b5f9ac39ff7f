import LayoutCore

/// Where a stack put its children for one proposal, and the stack's size: the children's parts
/// are `SwiftUIRun.stackChildren[start ..< start + childCount]`.
struct StackGeometry {
  /// One child's part: the proposal it was sized for and its size, what it was offered along
  /// the axis (nil: its ideal, the stack's axis unspecified), its alignment value and origin.
  struct Child {
    var proposal: ProposedSize
    var size = Size.zero
    var offer: Double?
    var alignmentValue = 0.0
    var origin = Point.zero
  }

  var start: Int
  var size = Size.zero
}

extension SwiftUIRun {
  /// Stack `node`'s geometry for `proposal`, remembered (a stack proposed the same size again
  /// reuses its result).
  mutating func stackGeometry(_ node: Int, _ proposal: ProposedSize, axis: Axis, alignment: AlignmentRef) -> StackGeometry {
    if let known = stackGeometries[node, proposal] { return known }
    let geometry = StackRule(axis: axis, alignment: alignment).geometry(node, for: proposal, &self)
    stackGeometries.remember(geometry, for: node, proposal)
    return geometry
  }
}

/// SwiftUI's HStack / VStack of two children or more (OpenSwiftUI's `StackLayout`, as the corpus
/// README states it): spacing first (the tree's distances between the children), then the
/// children in their fitting order (`FittingOrder`: priority descending, flexibility ascending),
/// each proposed an even split of what is left, then aligned across by the alignment guide.
/// Placed, a stack lays its children out for its proposal with an unspecified cross side made
/// its own size, and places each with the proposal it was sized for. Built-in guides set inside
/// do not leave a stack; custom ones do, averaged over the children that set them.
struct StackRule: SwiftUIRule {
  let axis: Axis
  let alignment: AlignmentRef

  func size(_ node: Int, _ proposal: ProposedSize, reason: ProposalReason, _ run: inout SwiftUIRun) -> Size {
    run.stackGeometry(node, proposal, axis: axis, alignment: alignment).size
  }

  func appendPlacements(_ node: Int, size: Size, proposal: ProposedSize, _ run: inout SwiftUIRun) {
    let geometry = run.stackGeometry(node, placing(proposal, size: size), axis: axis, alignment: alignment)
    for position in 0..<run.tree.nodes[node].childCount {
      let part = run.stackChildren[geometry.start + position]
      run.placements.append(Placement(node: run.tree.child(node, position), proposal: part.proposal, origin: part.origin))
    }
  }

  func explicitValue(of alignment: AlignmentID, _ node: Int, size: Size, proposal: ProposedSize, _ run: inout SwiftUIRun) -> Double? {
    alignment.isBuiltIn ? nil : run.combinedExplicitValue(of: alignment, node, size: size, proposal: proposal)
  }

  func resultKind(in tree: SwiftUITree) -> NodeKind? { axis == .horizontal ? .hStack : .vStack }
  func scriptName(in tree: SwiftUITree) -> String { axis == .horizontal ? "HStack" : "VStack" }

  /// The proposal the stack lays its children out for when placed at `size`: an unspecified
  /// cross side becomes the stack's own.
  func placing(_ proposal: ProposedSize, size: Size) -> ProposedSize {
    ProposedSize(main: proposal[axis], cross: proposal[axis.cross] ?? size.length(along: axis.cross), axis: axis)
  }

  /// The stack's geometry for `proposal` (use `SwiftUIRun.stackGeometry`, which remembers it).
  func geometry(_ node: Int, for proposal: ProposedSize, _ run: inout SwiftUIRun) -> StackGeometry {
    let count = run.tree.nodes[node].childCount
    let start = run.stackChildren.count
    run.stackChildren.append(repeating: StackGeometry.Child(proposal: proposal), count: count)
    let cross = proposal[axis.cross]
    if let main = proposal[axis] {
      let firstSlot = run.tree.nodes[node].childStart
      var spacing = 0.0
      for slot in firstSlot..<(firstSlot + count) { spacing += run.tree.distances[slot] }
      divide(node, main - spacing, cross: cross, into: start, &run)
    } else {
      for position in 0..<count { _ = size(node, position, nil, cross: cross, reason: .ideal, into: start, &run) }
    }
    return StackGeometry(start: start, size: place(node, start, count: count, &run))
  }

  /// Sizes child `position` for `main` along the axis and `cross` across it, writes its part
  /// at `start + position` and answers the length it takes.
  private func size(_ node: Int, _ position: Int, _ main: Double?, cross: Double?, reason: ProposalReason, into start: Int,
                    _ run: inout SwiftUIRun) -> Double {
    let child = run.tree.child(node, position)
    let proposal = ProposedSize(main: main, cross: cross, axis: axis)
    let size = run.size(child, proposal, reason: reason)
    let value = run.value(of: alignment, for: child, size: size, proposal: proposal)
    run.stackChildren[start + position] = StackGeometry.Child(proposal: proposal, size: size, offer: main, alignmentValue: value)
    return size.length(along: axis)
  }

  /// Offers `available` to the children group by group, in fitting order: a group is offered
  /// the space less the minimum lengths of the groups after it, each child an even split of
  /// what is left.
  private func divide(_ node: Int, _ available: Double, cross: Double?, into start: Int, _ run: inout SwiftUIRun) {
    let order = run.fittingOrder(node, axis: axis, cross: cross)
    let count = order.count
    var available = available
    var first = 0
    while first < count {
      let priority = run.priority(ofChild: run.position(atRank: first, of: order), of: node)
      var end = first + 1
      while end < count && run.priority(ofChild: run.position(atRank: end, of: order), of: node) == priority { end += 1 }
      var minimums = 0.0
      for rank in (first == 0 ? end..<count : first..<end) { minimums += order.minimum(run.position(atRank: rank, of: order), &run) }
      available = first == 0 ? available - minimums : available + minimums
      var remaining = end - first
      for rank in first..<end {
        let taken = size(node, run.position(atRank: rank, of: order), max(available / Double(remaining), 0), cross: cross, reason: .evenShare,
                         into: start, &run)
        let left = available - taken
        if !left.isNaN { available = left }
        remaining -= 1
      }
      first = end
    }
  }

  /// Lines the sized children up along the axis with their distances, and across it by
  /// their alignment values; the stack's cross extent includes its own origin line. Answers
  /// the stack's size.
  private func place(_ node: Int, _ start: Int, count: Int, _ run: inout SwiftUIRun) -> Size {
    var low = 0.0
    var high = 0.0
    for index in start..<(start + count) {
      let child = run.stackChildren[index]
      low = min(low, -child.alignmentValue)
      high = max(high, -child.alignmentValue + child.size.length(along: axis.cross))
    }
    let firstSlot = run.tree.nodes[node].childStart
    var main = 0.0
    for position in 0..<count {
      main += run.tree.distances[firstSlot + position]
      let child = run.stackChildren[start + position]
      run.stackChildren[start + position].origin = Point(main: main, cross: -child.alignmentValue - low, axis: axis)
      main += child.size.length(along: axis)
    }
    return Size(main: main, cross: high - low, axis: axis)
  }
}
