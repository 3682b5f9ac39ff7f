import LayoutCore

/// The order a SwiftUI stack sizes its children in: by layout priority, highest first, and
/// within a priority by flexibility (the length at an infinite proposal minus the length at
/// a zero one), least flexible first; among infinitely flexible children the one with the
/// larger minimum goes first. A stable insertion sort, as SwiftUI's. Lengths are asked once.
final class FittingOrder {
  private(set) var indices: [Int]
  private let children: [SwiftUINode]
  private let axis: Axis
  private let crossProposal: Double?
  private let run: SwiftUIRun
  private var minima: [Double?]
  private var maxima: [Double?]

  init(children: [SwiftUINode], axis: Axis, crossProposal: Double?, run: SwiftUIRun) {
    self.children = children
    self.axis = axis
    self.crossProposal = crossProposal
    self.run = run
    indices = Array(children.indices)
    minima = Array(repeating: nil, count: children.count)
    maxima = Array(repeating: nil, count: children.count)
    sort()
  }

  /// Child `index`'s length at a zero proposal.
  func minimum(_ index: Int) -> Double {
    if let known = minima[index] { return known }
    let value = children[index].length(along: axis, for: ProposedSize(main: 0, cross: crossProposal, axis: axis), run)
    minima[index] = value
    return value
  }

  /// Child `index`'s lengths at a zero and an infinite proposal if the sort asked for them
  /// (a child alone in its priority is never asked).
  func knownRange(_ index: Int) -> (low: Double, high: Double)? {
    guard let low = minima[index], let high = maxima[index] else { return nil }
    return (low, high)
  }

  /// Child `index`'s length at an infinite proposal.
  private func maximum(_ index: Int) -> Double {
    if let known = maxima[index] { return known }
    let value = children[index].length(along: axis, for: ProposedSize(main: .infinity, cross: crossProposal, axis: axis), run)
    maxima[index] = value
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
