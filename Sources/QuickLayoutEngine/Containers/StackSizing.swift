import LayoutCore

/// The sizing half of QuickLayout's stack algorithm for one proposal: which child gets which
/// proposal, in which order, and the spacing after each child.
struct StackSizing {
  let stack: Stack
  let context: LayoutContext
  let cross: Double
  /// What is left along the main axis.
  private(set) var available: Double
  private(set) var nodes: [LayoutNode]
  private(set) var spacingAfter: [Double]

  /// A flexible child waiting for its priority group: its pre-measured main length.
  private struct Pending {
    let index: Int
    let isPartial: Bool
    var premeasured: Double
  }

  init(stack: Stack, proposal: Size, context: LayoutContext) {
    self.stack = stack
    self.context = context
    self.cross = proposal.cross(stack.axis)
    self.available = proposal.main(stack.axis)
    self.nodes = Array(repeating: .empty(.empty), count: stack.children.count)
    self.spacingAfter = Array(repeating: 0, count: stack.children.count)
  }

  private var axis: Axis { stack.axis }

  private func proposal(main: Double) -> Size { Size(main: main, cross: cross, axis: axis) }

  /// Measures fixed-size children at once and the rest group by group.
  mutating func measure() {
    var groups = PriorityGroups<Pending>()
    var lastPlaced = -1
    for (index, child) in stack.children.enumerated() {
      let flexibility = child.flexibility(for: axis, mainAxis: axis)
      var sizedToZero = false
      if flexibility == .fixedSize {
        let node = child.layout(proposal(main: available), context.proposing(.fixedChild, toChild: index))
        nodes[index] = node
        sizedToZero = node.size.width == 0 && node.size.height == 0
        available = Self.subtract(node.size.main(axis), from: available)
      } else {
        let pending = Pending(index: index, isPartial: flexibility == .partial, premeasured: flexibility == .fullyFlexible ? .infinity : 0)
        groups.add(pending, priority: child.layoutPriority)
      }
      if stack.spacing != 0 {
        // Spacing goes between two neighbours that are not spacers, skipping children
        // that sized to zero; a zero-sized child still keeps the spacing before it.
        let isSpacer = child.isSpacer
        if lastPlaced >= 0 {
          let insert = !sizedToZero && !isSpacer && !stack.children[lastPlaced].isSpacer
          spacingAfter[lastPlaced] = insert ? stack.spacing : 0
          available = Self.subtract(insert ? stack.spacing : 0, from: available)
        }
        if isSpacer || !sizedToZero { lastPlaced = index }
      }
    }
    for group in groups.descending {
      measureGroup(group.members)
    }
  }

  /// Shares what is left between one priority group: partial children are pre-measured with
  /// the whole, then every child from the smallest up gets an equal share of what remains,
  /// and a partial child larger than its share is measured again with it.
  private mutating func measureGroup(_ group: [Pending]) {
    if group.count == 1 {
      let index = group[0].index
      nodes[index] = stack.children[index].layout(proposal(main: available), context.proposing(.singleChild, toChild: index))
      available = Self.subtract(nodes[index].size.main(axis), from: available)
      return
    }
    var members = group
    for position in members.indices where members[position].isPartial {
      let index = members[position].index
      let node = stack.children[index].layout(proposal(main: available), context.proposing(.preMeasure, toChild: index))
      nodes[index] = node
      members[position].premeasured = node.size.main(axis)
    }
    members.sortStably { $0.premeasured < $1.premeasured }
    var remaining = available
    var left = Double(members.count)
    for member in members {
      let share = remaining / left
      let child = stack.children[member.index]
      if !member.isPartial {
        nodes[member.index] = child.layout(proposal(main: share), context.proposing(.share, toChild: member.index))
      } else if Fuzzy.greater(member.premeasured, than: share) {
        nodes[member.index] = child.layout(proposal(main: share), context.proposing(.remeasure, toChild: member.index))
      }
      remaining = Self.subtract(nodes[member.index].size.main(axis), from: remaining)
      left -= 1
    }
    available = remaining
  }

  private static func subtract(_ value: Double, from total: Double) -> Double { max(0, total - value) }
}
