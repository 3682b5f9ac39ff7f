import LayoutCore

/// A flexible stack child waiting for its priority group: its node, whether it is partial,
/// and its pre-measured main length.
struct PendingChild {
  let node: Int
  let isPartial: Bool
  var premeasured: Double
}

/// The sizing half of QuickLayout's stack algorithm for one proposal: which child gets which
/// proposal, in which order, and the spacing after each child (in `LayoutRun.spacings`).
struct StackSizing {
  let stack: StackRule
  let children: Range<Int>
  let cross: Double
  let environment: LayoutEnvironment
  /// What is left along the main axis.
  private(set) var available: Double

  /// The sizing of `stack`'s children (`LayoutTree.children[children]`) for `proposal`.
  init(stack: StackRule, children: Range<Int>, proposal: Size, environment: LayoutEnvironment) {
    self.stack = stack
    self.children = children
    self.cross = proposal.cross(stack.axis)
    self.available = proposal.main(stack.axis)
    self.environment = environment
  }

  private var axis: Axis { stack.axis }

  private func proposal(main: Double) -> Size { Size(main: main, cross: cross, axis: axis) }

  /// Measures fixed-size children at once, then the rest group by group.
  mutating func measure(_ run: inout LayoutRun) {
    var lastPlaced = -1
    for position in children {
      let child = run.tree.children[position]
      run.spacings[child] = 0
      var sizedToZero = false
      if run.tree.nodes[child].flexibility.on(axis, mainAxis: axis) == .fixedSize {
        let size = run.layout(child, proposal(main: available), environment.proposing(.fixedChild))
        sizedToZero = size.width == 0 && size.height == 0
        available = Self.subtract(size.main(axis), from: available)
      }
      guard stack.spacing != 0 else { continue }
      // Spacing goes between two neighbours that are not spacers, skipping children that
      // sized to zero; a zero-sized child still keeps the spacing before it.
      let isSpacer = run.tree.nodes[child].isSpacer
      if lastPlaced >= 0 {
        let previous = run.tree.children[lastPlaced]
        let insert = !sizedToZero && !isSpacer && !run.tree.nodes[previous].isSpacer
        run.spacings[previous] = insert ? stack.spacing : 0
        available = Self.subtract(insert ? stack.spacing : 0, from: available)
      }
      if isSpacer || !sizedToZero { lastPlaced = position }
    }
    for group in stack.groups {
      measureGroup(run.tree.stackGroups[group].members, &run)
    }
  }

  /// Shares what is left between one priority group: partial children are pre-measured with
  /// the whole, then every child from the smallest up gets an equal share of what remains,
  /// and a partial child larger than its share is measured again with it.
  private mutating func measureGroup(_ members: Range<Int>, _ run: inout LayoutRun) {
    if members.count == 1 {
      let child = run.tree.children[children.lowerBound + run.tree.groupMembers[members.lowerBound]]
      let size = run.layout(child, proposal(main: available), environment.proposing(.aloneInGroup))
      available = Self.subtract(size.main(axis), from: available)
      return
    }
    let base = run.pending.count
    for member in members {
      let child = run.tree.children[children.lowerBound + run.tree.groupMembers[member]]
      let flexibility = run.tree.nodes[child].flexibility.on(axis, mainAxis: axis)
      run.pending.append(PendingChild(node: child, isPartial: flexibility == .partial, premeasured: flexibility == .fullyFlexible ? .infinity : 0))
    }
    let pending = base..<run.pending.count
    for index in pending where run.pending[index].isPartial {
      let size = run.layout(run.pending[index].node, proposal(main: available), environment.proposing(.preMeasure))
      run.pending[index].premeasured = size.main(axis)
    }
    Self.sortByPremeasured(&run.pending, pending)
    var remaining = available
    for index in pending {
      let member = run.pending[index]
      let share = remaining / Double(pending.upperBound - index)
      if !member.isPartial {
        _ = run.layout(member.node, proposal(main: share), environment.proposing(.share))
      } else if Fuzzy.greater(member.premeasured, than: share) {
        _ = run.layout(member.node, proposal(main: share), environment.proposing(.remeasure))
      }
      remaining = Self.subtract(run.sizes[member.node].main(axis), from: remaining)
    }
    available = remaining
    run.pending.removeSubrange(pending)
  }

  /// Sorts `pending[range]` by pre-measured length, keeping ties in order (insertion sort,
  /// in place: groups are small, and often sorted already).
  private static func sortByPremeasured(_ pending: inout [PendingChild], _ range: Range<Int>) {
    for index in range.dropFirst() {
      let item = pending[index]
      var slot = index
      while slot > range.lowerBound && item.premeasured < pending[slot - 1].premeasured {
        pending[slot] = pending[slot - 1]
        slot -= 1
      }
      pending[slot] = item
    }
  }

  private static func subtract(_ value: Double, from total: Double) -> Double { max(0, total - value) }
}
