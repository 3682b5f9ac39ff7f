import LayoutCore

/// A side of a view, as spacing preferences name it (left to right only).
enum SpacingEdge: CaseIterable, Sendable {
  case top, left, bottom, right

  /// The two edges across `axis`'s direction of travel: left and right for horizontal.
  static func along(_ axis: Axis) -> [SpacingEdge] { axis == .horizontal ? [.left, .right] : [.top, .bottom] }
}

/// The text-related categories SwiftUI keys some preferences by; a plain view carries each
/// at 0 on one edge, so two plain views never match a category and fall back to the default.
enum SpacingCategory: Sendable {
  case edgeBelowText, edgeAboveText, edgeRightText, edgeLeftText
}

/// A view's spacing preferences (SwiftUI's `Spacing`): minimum distances by category and
/// edge. Stacks space two neighbours by them when their spacing is nil.
struct SpacingPreferences: Sendable, Equatable {
  struct Key: Hashable, Sendable {
    var category: SpacingCategory?
    var edge: SpacingEdge
  }

  private(set) var minima: [Key: Double]

  /// The preferences of a plain view: the four text categories at 0, nothing uncategorised,
  /// so the distance to another plain view is the default 8.
  static let plain = SpacingPreferences(minima: [
    Key(category: .edgeBelowText, edge: .top): 0, Key(category: .edgeAboveText, edge: .bottom): 0,
    Key(category: .edgeRightText, edge: .left): 0, Key(category: .edgeLeftText, edge: .right): 0,
  ])

  /// No preference at all (what a stack starts merging its children's preferences into).
  static let none = SpacingPreferences(minima: [:])

  /// 0 on `edges` with no category: nothing comes between this view and its neighbours there.
  static func zero(on edges: [SpacingEdge]) -> SpacingPreferences {
    SpacingPreferences(minima: Dictionary(uniqueKeysWithValues: edges.map { (Key(category: nil, edge: $0), 0) }))
  }

  /// Merges `other`'s preferences on `edges` into these, the larger value winning.
  mutating func incorporate(_ edges: [SpacingEdge], of other: SpacingPreferences) {
    for (key, value) in other.minima where edges.contains(key.edge) {
      minima[key] = max(minima[key] ?? value, value)
    }
  }

  /// Forgets the preferences of `edges` and gives them a plain view's, as padding and frames
  /// do for the edges they change.
  mutating func reset(_ edges: [SpacingEdge]) {
    guard !edges.isEmpty else { return }
    minima = minima.filter { !edges.contains($0.key.edge) }
    for (key, value) in Self.plain.minima where edges.contains(key.edge) {
      minima[key] = value
    }
  }

  /// The distance from this view to `next`, which follows it along `axis`: the largest match
  /// of a category, else the larger uncategorised preference, else the default 8.
  func distance(to next: SpacingPreferences, along axis: Axis) -> Double {
    let (trailing, leading): (SpacingEdge, SpacingEdge) = axis == .horizontal ? (.right, .left) : (.bottom, .top)
    // SwiftUI reads from the view with fewer preferences towards the other one.
    let readsForward = minima.count < next.minima.count
    let source = readsForward ? self : next
    let target = readsForward ? next : self
    let from = readsForward ? trailing : leading
    let to = readsForward ? leading : trailing
    var matched: Double?
    for (key, value) in source.minima where key.edge == from {
      guard let category = key.category, let other = target.minima[Key(category: category, edge: to)] else { continue }
      matched = max(matched ?? -.infinity, value + other)
    }
    if let matched { return matched }
    let fromValue = source.minima[Key(category: nil, edge: from)]
    let toValue = target.minima[Key(category: nil, edge: to)]
    guard fromValue != nil || toValue != nil else { return SwiftUIDefaults.spacing }
    return max(fromValue ?? -.infinity, toValue ?? -.infinity)
  }
}

/// SwiftUI's defaults that the layout rules use.
enum SwiftUIDefaults {
  /// The distance between two plain views, and a `Spacer()`'s minimum length.
  static let spacing = 8.0
  /// What an unspecified side of a proposal becomes for a view that takes the proposal.
  static let unspecifiedLength = 10.0
}
