import LayoutCore

/// A side of a view, as spacing preferences name it (left to right only).
enum SpacingEdge: Int, CaseIterable, Sendable {
  case top, left, bottom, right
}

/// A set of sides, as spacing preferences merge and reset them.
struct SpacingEdges: OptionSet, Sendable {
  let rawValue: UInt8

  static let top = SpacingEdges(.top)
  static let left = SpacingEdges(.left)
  static let bottom = SpacingEdges(.bottom)
  static let right = SpacingEdges(.right)
  static let all: SpacingEdges = [.top, .left, .bottom, .right]

  init(rawValue: UInt8) { self.rawValue = rawValue }

  init(_ edge: SpacingEdge) { rawValue = 1 << edge.rawValue }

  /// The two edges across `axis`'s direction of travel: left and right for horizontal.
  static func along(_ axis: Axis) -> SpacingEdges { axis == .horizontal ? [.left, .right] : [.top, .bottom] }
}

/// The text-related categories SwiftUI keys some preferences by; a plain view carries each
/// at 0 on one edge, so two plain views never match a category and fall back to the default.
enum SpacingCategory: Int, CaseIterable, Sendable {
  case edgeBelowText, edgeAboveText, edgeRightText, edgeLeftText
}

/// A view's spacing preferences (SwiftUI's `Spacing`): minimum distances by category and
/// edge. Stacks space two neighbours by them when their spacing is nil. Held in a fixed slot
/// per (category or none, edge) and a mask of the slots set, so that merging preferences
/// up a tree allocates nothing.
struct SpacingPreferences: Sendable {
  /// Which slots hold a preference; slot `edge + 4 × (category + 1)`, no category first.
  private var present: UInt32 = 0
  private var values = InlineArray<20, Double>(repeating: 0)

  private static func slot(_ category: SpacingCategory?, _ edge: SpacingEdge) -> Int {
    edge.rawValue + 4 * ((category?.rawValue ?? -1) + 1)
  }

  /// The slots of every category on `edges`.
  private static func mask(of edges: SpacingEdges) -> UInt32 {
    UInt32(edges.rawValue) * 0b0001_0001_0001_0001_0001
  }

  private subscript(_ slot: Int) -> Double? {
    get { present & (1 << slot) != 0 ? values[slot] : nil }
    set {
      if let newValue {
        values[slot] = newValue
        present |= 1 << slot
      } else {
        present &= ~(1 << slot)
      }
    }
  }

  /// The preferences of a plain view: the four text categories at 0, nothing uncategorised,
  /// so the distance to another plain view is the default 8.
  static let plain: SpacingPreferences = {
    var plain = SpacingPreferences()
    for (category, edge) in [(SpacingCategory.edgeBelowText, SpacingEdge.top), (.edgeAboveText, .bottom),
                             (.edgeRightText, .left), (.edgeLeftText, .right)] {
      plain[slot(category, edge)] = 0
    }
    return plain
  }()

  /// No preference at all (what a stack starts merging its children's preferences into).
  static let none = SpacingPreferences()

  /// 0 on `edges` with no category: nothing comes between this view and its neighbours there.
  static func zero(on edges: SpacingEdges) -> SpacingPreferences {
    var zero = SpacingPreferences()
    for edge in SpacingEdge.allCases where edges.contains(SpacingEdges(edge)) { zero[slot(nil, edge)] = 0 }
    return zero
  }

  /// Merges `other`'s preferences on `edges` into these, the larger value winning.
  mutating func incorporate(_ edges: SpacingEdges, of other: SpacingPreferences) {
    var slots = other.present & Self.mask(of: edges)
    while slots != 0 {
      let slot = slots.trailingZeroBitCount
      slots &= slots - 1
      let value = other.values[slot]
      self[slot] = max(self[slot] ?? value, value)
    }
  }

  /// Forgets the preferences of `edges` and gives them a plain view's, as padding and frames
  /// do for the edges they change.
  mutating func reset(_ edges: SpacingEdges) {
    let mask = Self.mask(of: edges)
    guard mask != 0 else { return }
    present &= ~mask
    incorporate(edges, of: Self.plain)
  }

  /// The distance from this view to `next`, which follows it along `axis`: the largest match
  /// of a category, else the larger uncategorised preference, else the default 8.
  func distance(to next: SpacingPreferences, along axis: Axis) -> Double {
    let (trailing, leading): (SpacingEdge, SpacingEdge) = axis == .horizontal ? (.right, .left) : (.bottom, .top)
    // SwiftUI reads from the view with fewer preferences towards the other one.
    let readsForward = present.nonzeroBitCount < next.present.nonzeroBitCount
    let source = readsForward ? self : next
    let target = readsForward ? next : self
    let from = readsForward ? trailing : leading
    let to = readsForward ? leading : trailing
    var matched: Double?
    for category in SpacingCategory.allCases {
      guard let value = source[Self.slot(category, from)], let other = target[Self.slot(category, to)] else { continue }
      matched = max(matched ?? -.infinity, value + other)
    }
    if let matched { return matched }
    let fromValue = source[Self.slot(nil, from)]
    let toValue = target[Self.slot(nil, to)]
    guard fromValue != nil || toValue != nil else { return SwiftUIDefaults.spacing }
    return max(fromValue ?? -.infinity, toValue ?? -.infinity)
  }
}

extension SpacingPreferences {
  /// Merges the preferences of a stack's child at `position` of `count` along `axis`: on the
  /// edges across the axis, and on the stack's leading (trailing) edge for the first (last).
  mutating func incorporate(stackChild child: SpacingPreferences, position: Int, count: Int, axis: Axis) {
    let (leading, trailing): (SpacingEdges, SpacingEdges) = axis == .horizontal ? (.left, .right) : (.top, .bottom)
    var edges = SpacingEdges.along(axis.cross)
    if position == 0 { edges.insert(leading) }
    if position == count - 1 { edges.insert(trailing) }
    incorporate(edges, of: child)
  }
}

/// SwiftUI's defaults that the layout rules use.
enum SwiftUIDefaults {
  /// The distance between two plain views, and a `Spacer()`'s minimum length.
  static let spacing = 8.0
  /// What an unspecified side of a proposal becomes for a view that takes the proposal.
  static let unspecifiedLength = 10.0
}
