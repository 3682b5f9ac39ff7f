import LayoutCore

/// Where a stack put its children for one proposal, and the stack's size.
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

  var children: [Child]
  var size = Size.zero
}

/// SwiftUI's HStack / VStack (`StackLayout`): spacing first, then the children in order of
/// priority (descending) and flexibility (ascending), each proposed an even split of what
/// is left, then aligned across by the alignment guide.
struct StackLayout {
  let node: SwiftUINode
  let axis: Axis
  let alignment: AlignmentID
  let spacing: Double?
  let run: SwiftUIRun

  private var children: [SwiftUINode] { node.children }

  /// The distance before each child: 0 before the first, then `spacing` or the neighbours'
  /// spacing preferences.
  static func distances(between children: [SwiftUINode], axis: Axis, spacing: Double?) -> [Double] {
    children.indices.map { index in
      guard index > 0 else { return 0 }
      return spacing ?? children[index - 1].spacing.distance(to: children[index].spacing, along: axis)
    }
  }

  func geometry(for proposal: ProposedSize) -> StackGeometry {
    let distances = node.distances(axis: axis, spacing: spacing)
    var geometry = StackGeometry(children: Array(repeating: StackGeometry.Child(proposal: proposal), count: children.count))
    func size(_ index: Int, _ main: Double?, reason: ProposalReason) {
      let childProposal = ProposedSize(main: main, cross: proposal[axis.cross], axis: axis)
      let childSize = children[index].size(for: childProposal, run, reason: reason)
      geometry.children[index].proposal = childProposal
      geometry.children[index].size = childSize
      geometry.children[index].offer = main
      geometry.children[index].alignmentValue = run.value(of: alignment, for: children[index], size: childSize, proposal: childProposal)
    }
    if let main = proposal[axis] {
      divide(main - distances.reduce(0, +), crossProposal: proposal[axis.cross]) { index, share in
        size(index, share, reason: .evenShare)
        return geometry.children[index].size.length(along: axis)
      }
    } else {
      for index in children.indices { size(index, nil, reason: .ideal) }
    }
    place(&geometry, distances: distances)
    return geometry
  }

  /// Offers `available` to the children group by group, in fitting order: a group is offered
  /// the space less the minimum lengths of the groups after it, each child an even split of
  /// what is left; `sizeChild` sizes child `index` for a share and answers the length taken.
  private func divide(_ available: Double, crossProposal: Double?, sizeChild: (_ index: Int, _ share: Double) -> Double) {
    let order = node.fittingOrder(axis: axis, cross: crossProposal, run)
    var available = available
    var start = 0
    while start < order.indices.count {
      let priority = children[order.indices[start]].priority
      let end = order.indices[(start + 1)...].firstIndex { children[$0].priority != priority } ?? order.indices.count
      if start == 0 {
        available -= order.indices[end...].reduce(0) { $0 + order.minimum($1) }
      } else {
        available += order.indices[start..<end].reduce(0) { $0 + order.minimum($1) }
      }
      var remaining = end - start
      for index in order.indices[start..<end] {
        let taken = sizeChild(index, max(available / Double(remaining), 0))
        let left = available - taken
        if !left.isNaN { available = left }
        remaining -= 1
      }
      start = end
    }
  }

  /// Lines the sized children up along the axis with their distances, and across it by
  /// their alignment values; the stack's cross extent includes its own origin line.
  private func place(_ geometry: inout StackGeometry, distances: [Double]) {
    var low = 0.0
    var high = 0.0
    for child in geometry.children {
      low = min(low, -child.alignmentValue)
      high = max(high, -child.alignmentValue + child.size.length(along: axis.cross))
    }
    var main = 0.0
    for index in geometry.children.indices {
      main += distances[index]
      geometry.children[index].origin = Point(main: main, cross: -geometry.children[index].alignmentValue - low, axis: axis)
      main += geometry.children[index].size.length(along: axis)
    }
    geometry.size = Size(main: main, cross: high - low, axis: axis)
  }
}
