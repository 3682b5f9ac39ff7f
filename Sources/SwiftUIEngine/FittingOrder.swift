import LayoutCore

/// The order a SwiftUI stack sizes its children in: by layout priority, highest first, and
/// within a priority by flexibility (the length at an infinite proposal minus the length at
/// a zero one), least flexible first; among infinitely flexible children the one with the
/// larger minimum goes first. A stable insertion sort, as SwiftUI's. Lengths are asked once.
final class FittingOrder {
  @exclusivity(unchecked) private(set) var indices: [Int]
  private let children: [SwiftUINode]
  private let axis: Axis
  private let crossProposal: Double?
  private let run: SwiftUIRun
  /// Child `i`'s length at a zero proposal at `2 i`, at an infinite one at `2 i + 1`, once
  /// asked (one buffer for both).
  @exclusivity(unchecked) private var lengths: [Double?]

  init(children: [SwiftUINode], axis: Axis, crossProposal: Double?, run: SwiftUIRun) {
    self.children = children
    self.axis = axis
    self.crossProposal = crossProposal
    self.run = run
    indices = Array(children.indices)
    lengths = Array(repeating: nil, count: 2 * children.count)
    sort()
  }

  /// Child `index`'s length at a zero proposal.
  func minimum(_ index: Int) -> Double {
    length(index, main: 0, at: 2 * index)
  }

  /// Child `index`'s lengths at a zero and an infinite proposal if the sort asked for them
  /// (a child alone in its priority is never asked).
  func knownRange(_ index: Int) -> (low: Double, high: Double)? {
    guard let low = lengths[2 * index], let high = lengths[2 * index + 1] else { return nil }
    return (low, high)
  }

  /// Child `index`'s length at an infinite proposal.
  private func maximum(_ index: Int) -> Double {
    length(index, main: .infinity, at: 2 * index + 1)
  }

  /// Child `index`'s length at a proposal of `main` along the axis, remembered at `slot`.
  private func length(_ index: Int, main: Double, at slot: Int) -> Double {
    if let known = lengths[slot] { return known }
    let value = children[index].length(along: axis, for: ProposedSize(main: main, cross: crossProposal, axis: axis), run)
    lengths[slot] = value
    return value
  }

  private func sort() {
    guard indices.count > 1 else { return }
    for end in 1..<indices.count {
      let moving = indices[end]
      var position = end
      while position > 0 && goesBefore(moving, indices[position - 1]) {
        indices[position] = indices[position - 1]
        position -= 1
      }
      indices[position] = moving
    }
  }

  private func goesBefore(_ first: Int, _ second: Int) -> Bool {
    let (p0, p1) = (children[first].priority, children[second].priority)
    guard p0 == p1 else { return p0 > p1 }
    let range0 = maximum(first) - minimum(first)
    let range1 = maximum(second) - minimum(second)
    guard range0 == range1 else { return range0 < range1 }
    let effective0 = range0 == .infinity ? -minimum(first) : 0
    let effective1 = range1 == .infinity ? -minimum(second) : 0
    return effective0 < effective1
  }
}
