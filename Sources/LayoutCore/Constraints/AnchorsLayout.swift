/// What an anchors script activates: the view hierarchy its `sublayout` blocks build, and the
/// constraints its `anchors` blocks give, each once — the input of the Auto Layout engine.
public struct AnchorsLayout: Sendable {
  /// The canvas view: the view of the first top-level statement.
  public var root: Int
  /// `parents[view]`: the superview of every placed view but the root.
  public var parents: [Int: Int]
  /// Every placed view, the root first, in layout order.
  public var placed: [Int]
  /// Every activated constraint, in the order first written, without repeats.
  public var constraints: [AnchorConstraint]
  /// Content hugging and compression resistance priorities that differ from UIKit's defaults.
  public var contentPriorities: [Int: ContentPriorities]
  /// The placed items that are layout guides (`UILayoutGuide`, a view's margins or safe area):
  /// solved like views, drawn as none.
  public var guides: Set<Int> = []
  /// The guides a container makes for its own layout (a stack view's gaps and alignment
  /// spanner, `_UIOLAGapGuide` and `_UILayoutSpacer` in UIKit's logs): solved like the others,
  /// reported as no frame, since the script never made them and UIKit lists them as no view.
  public var containerGuides: Set<Int> = []
  /// The constraints the framework makes itself (UIKit's layout guides, autoresizing masks and
  /// stack views), by index: the script did not write them, so a knob on a view's attribute
  /// leaves them alone.
  public var systemConstraints: Set<Int> = []
  /// Where a text view's baselines lie, for constraints on `firstBaseline` / `lastBaseline`;
  /// a view without an entry has both at its bottom edge (UIKit's, for a view without text).
  public var baselines: [Int: BaselineOffsets] = [:]
  /// The text of each non-scrolling text view, which sizes it (a view of its single line's
  /// size first, wrapped at its width by the second pass, as a multi-line label is).
  public var textViews: [Int: TextViewText] = [:]

  /// A layout of `root` alone.
  public init(root: Int) {
    self.root = root
    self.parents = [:]
    self.placed = [root]
    self.constraints = []
    self.contentPriorities = [:]
  }

  /// The views from `view` up to the root, `view` first.
  public func ancestors(of view: Int) -> [Int] {
    var chain = [view]
    var seen: Set<Int> = [view]
    while let parent = parents[chain[chain.count - 1]], seen.insert(parent).inserted { chain.append(parent) }
    return chain
  }

  /// The nearest view that contains both (a view contains itself); nil when they are in
  /// different trees.
  public func nearestCommonAncestor(_ a: Int, _ b: Int) -> Int? {
    let above = Set(ancestors(of: b))
    return ancestors(of: a).first { above.contains($0) }
  }

  /// True when `view` is the root or has a superview.
  public func isPlaced(_ view: Int) -> Bool { view == root || parents[view] != nil }

  /// Activates a constraint, once: a repeat of an active one changes nothing.
  public mutating func activate(_ constraint: AnchorConstraint) {
    if !constraints.contains(constraint) { constraints.append(constraint) }
  }
}

/// A view's content hugging and compression resistance priorities on each axis.
public struct ContentPriorities: Sendable, Hashable {
  public var hugging: [Axis: Double] = [:]
  public var compression: [Axis: Double] = [:]

  public init() {}

  /// The hugging priority on `axis` (UIKit's default, 250, unless set).
  public func huggingPriority(_ axis: Axis) -> Double { hugging[axis] ?? 250 }
  /// The compression resistance priority on `axis` (UIKit's default, 750, unless set).
  public func compressionPriority(_ axis: Axis) -> Double { compression[axis] ?? 750 }
}

/// Where a view's text baselines lie: the first one `first` points below its top edge, the last
/// one `last` points above its bottom edge.
public struct BaselineOffsets: Sendable, Hashable {
  public var first: Double
  public var last: Double

  public init(first: Double, last: Double) {
    self.first = first
    self.last = last
  }
}
