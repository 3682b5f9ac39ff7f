import LayoutCore

/// The order a SwiftUI stack sizes its children in: by layout priority, highest first, and
/// within a priority by flexibility (the length at an infinite proposal minus the length at
/// a zero one), least flexible first; among infinitely flexible children the one with the
/// larger minimum goes first. A stable insertion sort, as SwiftUI's. Lengths are asked once.
/// The order is `SwiftUIRun.orderIndices[start ..< start + count]` (child positions), the
/// lengths `SwiftUIRun.orderLengths[2 start ..< 2 (start + count)]`.
struct FittingOrder {
  let node: Int
  let axis: Axis
  let cross: Double?
  let start: Int
  let count: Int

  /// Stack `node`'s children sorted for a cross-axis proposal of `cross`.
  init(node: Int, axis: Axis, cross: Double?, _ run: inout SwiftUIRun) {
    self.node = node
    self.axis = axis
    self.cross = cross
    count = run.tree.nodes[node].childCount
    start = run.orderIndices.count
    for position in 0..<count { run.orderIndices.append(position) }
    run.orderLengths.append(repeating: nil, count: 2 * count)
    sort(&run)
  }

  /// Where the child at `position` comes in the order.
  func rank(of position: Int, _ run: SwiftUIRun) -> Int? {
    (0..<count).first { run.orderIndices[start + $0] == position }
  }

  /// The length of the child at `position` at a zero proposal.
  func minimum(_ position: Int, _ run: inout SwiftUIRun) -> Double {
    length(position, main: 0, at: 2 * position, &run)
  }

  /// The lengths of the child at `position` at a zero and an infinite proposal if the sort
  /// asked for them (a child alone in its priority is never asked).
  func knownRange(_ position: Int, _ run: SwiftUIRun) -> (low: Double, high: Double)? {
    guard let low = run.orderLengths[2 * (start + position)], let high = run.orderLengths[2 * (start + position) + 1] else { return nil }
    return (low, high)
  }

  private func maximum(_ position: Int, _ run: inout SwiftUIRun) -> Double {
    length(position, main: .infinity, at: 2 * position + 1, &run)
  }

  /// The length of the child at `position` for `main` along the axis, remembered at `slot`.
  private func length(_ position: Int, main: Double, at slot: Int, _ run: inout SwiftUIRun) -> Double {
    let index = 2 * start + slot
    if let known = run.orderLengths[index] { return known }
    let value = run.length(run.tree.child(node, position), along: axis, for: ProposedSize(main: main, cross: cross, axis: axis))
    run.orderLengths[index] = value
    return value
  }

  private func sort(_ run: inout SwiftUIRun) {
    guard count > 1 else { return }
    for end in 1..<count {
      let moving = run.orderIndices[start + end]
      var rank = end
      while rank > 0 && goesBefore(moving, run.orderIndices[start + rank - 1], &run) {
        run.orderIndices[start + rank] = run.orderIndices[start + rank - 1]
        rank -= 1
      }
      run.orderIndices[start + rank] = moving
    }
  }

  private func goesBefore(_ first: Int, _ second: Int, _ run: inout SwiftUIRun) -> Bool {
    let (p0, p1) = (run.priority(ofChild: first, of: node), run.priority(ofChild: second, of: node))
    guard p0 == p1 else { return p0 > p1 }
    let range0 = maximum(first, &run) - minimum(first, &run)
    let range1 = maximum(second, &run) - minimum(second, &run)
    guard range0 == range1 else { return range0 < range1 }
    let effective0 = range0 == .infinity ? -minimum(first, &run) : 0
    let effective1 = range1 == .infinity ? -minimum(second, &run) : 0
    return effective0 < effective1
  }
}

extension SwiftUIRun {
  /// The position among its stack's children of the child `order` sizes `rank`-th. (Read
  /// through the run, which a hot loop holds in place, rather than copied into an argument.)
  func position(atRank rank: Int, of order: FittingOrder) -> Int { orderIndices[order.start + rank] }

  /// The layout priority of the child at `position` of stack `node`.
  func priority(ofChild position: Int, of node: Int) -> Double { tree.nodes[tree.child(node, position)].priority }

  /// The order stack `node` along `axis` sizes its children in for a cross-axis proposal of
  /// `cross`, remembered (SwiftUI re-sorts only when the cross proposal changes).
  mutating func fittingOrder(_ node: Int, axis: Axis, cross: Double?) -> FittingOrder {
    let key = ProposedSize(main: nil, cross: cross, axis: axis)
    if let known = fittingOrders[node, key] { return known }
    let order = FittingOrder(node: node, axis: axis, cross: cross, &self)
    fittingOrders.remember(order, for: node, key)
    return order
  }
}
