import LayoutCore

/// One element of the body as SwiftUI's layout sees it, with the memo of its sizes. Built
/// once per run from the shared element tree (`SwiftUINode+Building.swift`).
final class SwiftUINode {
  /// What the node is, as far as SwiftUI's layout is concerned.
  enum Kind {
    case leaf(LeafView)
    /// HStack or VStack of two children or more; `spacing` nil uses spacing preferences.
    case stack(axis: Axis, alignment: AlignmentID, spacing: Double?)
    case zStack(Alignment)
    /// A Grid; the cells are the children, row after row.
    case grid(GridSpec)
    /// A LazyVGrid or a LazyHGrid; the children fill its tracks line after line.
    case lazyGrid(LazyGrid)
    /// A layout the script writes with SwiftUI's `Layout` protocol, and the layout values each
    /// child hands it (`layoutValue(key:value:)`, through the child's modifiers).
    case custom(CustomLayout, values: [[LayoutValue]])
    case geometryReader
    /// A ScrollView along an axis; its one child is its content.
    case scrollView(Axis)
    /// `ViewThatFits`: the first child whose ideal size fits on the given axes, else the last.
    case viewThatFits(horizontal: Bool, vertical: Bool)
    /// `Spacer(minLength:)`, growing along `orientation` (both axes when nil).
    case spacer(minLength: Double?, orientation: Axis?)
    /// An HStack, VStack or ZStack without children: 0×0, lowest priority, no spacing.
    case emptyStack
    case padding(EdgeInsets)
    case frame(width: Double?, height: Double?, alignment: Alignment)
    case flexibleFrame(FlexibleFrame)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case layoutPriority(Double)
    case alignmentGuide(AlignmentID, GuideFunction)
    /// `offset(x:y:)`: the child moved when drawn; its layout and guides unchanged.
    case offset(x: Double, y: Double)
    /// `overlay` / `background`: children are the primary view and the layer, which is
    /// proposed the primary's size and aligned in it.
    case layer(LayerPlacement, Alignment)
    /// `aspectRatio(_:contentMode:)`, `scaledToFit()`, `scaledToFill()`: the child proposed the
    /// largest (fit) or smallest (fill) size of the ratio around the proposal; NaN: the child's own.
    case aspectRatio(Double, ContentMode)
    /// A modifier SwiftUI lays out as its child (grid cell settings…).
    case transparent
  }

  let kind: Kind
  let children: [SwiftUINode]
  /// Where the element sits in the element tree (child indices from the body); nil when the
  /// run does not record details.
  let path: [Int]?
  /// For a leaf made `resizable()`: the axes on which it takes the proposal (an image then fills
  /// what it is offered; an unspecified side keeps its own length).
  let resizable: (horizontal: Bool, vertical: Bool)
  /// True when an `alignmentGuide` sits in this subtree: only then can a node have an
  /// explicit alignment value.
  let hasGuides: Bool
  /// The layout priority a stack sorts this node by.
  let priority: Double
  /// The view of a leaf, nil for every other kind (asked on every size, so apart from `kind`).
  private let leaf: LeafView?
  // The memos below are private, read and written only by this node's own methods on the run's
  // one thread, never while another access to them is open: the run-time exclusivity check
  // Swift makes on every access of a class's property (a fifth of a layout) is left out for them.
  @exclusivity(unchecked) private var sizes = ProposalMemo<Size>()
  @exclusivity(unchecked) private var stackLayouts = ProposalMemo<StackGeometry>()
  /// A stack's fitting order by its cross-axis proposal, which alone decides it (the key's
  /// main side unspecified).
  @exclusivity(unchecked) private var fittingOrders = ProposalMemo<FittingOrder>()
  private lazy var cachedSpacing: SpacingPreferences = computeSpacing()
  @exclusivity(unchecked) private var cachedDistances: [Double]?

  init(kind: Kind, children: [SwiftUINode], path: [Int]?, resizable: (horizontal: Bool, vertical: Bool) = (false, false)) {
    self.kind = kind
    self.resizable = resizable
    self.children = children
    self.path = path
    if case .alignmentGuide = kind {
      hasGuides = true
    } else {
      hasGuides = children.contains { $0.hasGuides }
    }
    priority = Self.priority(of: kind, children: children)
    if case .leaf(let view) = kind { leaf = view } else { leaf = nil }
  }

  /// The only child of a modifier.
  var child: SwiftUINode { children[0] }

  /// The size this node answers for `proposal` (SwiftUI's `sizeThatFits`), remembered. A leaf
  /// counts every ask as a measurement, as SwiftUI does, even when it answers from its memo.
  func size(for proposal: ProposedSize, _ run: SwiftUIRun, reason: ProposalReason) -> Size {
    if let view = leaf {
      let size: Size
      if let known = sizes[proposal] {
        size = known
      } else {
        let natural = view.kind.swiftUISize(for: proposal)
        size = Size(width: resizable.horizontal ? proposal.width ?? natural.width : natural.width,
                    height: resizable.vertical ? proposal.height ?? natural.height : natural.height)
        sizes.remember(size, for: proposal)
      }
      run.measured(view, proposal, size: size, reason: reason)
      return size
    }
    if let known = sizes[proposal] { return known }
    let size = computeSize(proposal, run, reason: reason)
    sizes.remember(size, for: proposal)
    run.note(self, proposal: proposal, size: size, reason: reason)
    return size
  }

  /// The length along `axis` this node answers for `proposal` (SwiftUI's `lengthThatFits`):
  /// its size's, except that a Text asked its width for a width of 0 answers 0.
  func length(along axis: Axis, for proposal: ProposedSize, _ run: SwiftUIRun) -> Double {
    if let view = leaf, case .label = view.kind, axis == .horizontal, proposal.width == 0 {
      run.countProbe(of: view, proposal)
      return 0
    }
    return size(for: proposal, run, reason: .flexibilityProbe).length(along: axis)
  }

  /// The stack geometry for `proposal`, remembered (a stack proposed the same size again
  /// reuses its result).
  func stackGeometry(_ proposal: ProposedSize, axis: Axis, alignment: AlignmentID, spacing: Double?, _ run: SwiftUIRun) -> StackGeometry {
    if let known = stackLayouts[proposal] { return known }
    let geometry = StackLayout(node: self, axis: axis, alignment: alignment, spacing: spacing, run: run).geometry(for: proposal)
    stackLayouts.remember(geometry, for: proposal)
    return geometry
  }

  /// The order a stack along `axis` sizes its children in for a cross-axis proposal of `cross`,
  /// remembered (SwiftUI re-sorts only when the cross proposal changes).
  func fittingOrder(axis: Axis, cross: Double?, _ run: SwiftUIRun) -> FittingOrder {
    let key = ProposedSize(main: nil, cross: cross, axis: axis)
    if let known = fittingOrders[key] { return known }
    let order = FittingOrder(children: children, axis: axis, crossProposal: cross, run: run)
    fittingOrders.remember(order, for: key)
    return order
  }

  /// A stack's distances before each child, worked out once.
  func distances(axis: Axis, spacing: Double?) -> [Double] {
    if let cachedDistances { return cachedDistances }
    let distances = StackLayout.distances(between: children, axis: axis, spacing: spacing)
    cachedDistances = distances
    return distances
  }

  /// This node's spacing preferences.
  var spacing: SpacingPreferences { cachedSpacing }

  /// The layout priority a stack sorts a node of `kind` over `children` by.
  private static func priority(of kind: Kind, children: [SwiftUINode]) -> Double {
    switch kind {
    case .layoutPriority(let value): return value
    case .fixedSize: return children[0].priority
    case .spacer, .emptyStack: return -.infinity
    case .layer, .offset: return children[0].priority
    case .leaf, .stack, .zStack, .grid, .lazyGrid, .custom, .geometryReader, .scrollView, .viewThatFits, .padding, .frame, .flexibleFrame,
         .alignmentGuide, .transparent, .aspectRatio: return 0
    }
  }

  /// True for a spacer (seen through modifiers that only pass it on): frames keep its
  /// preferences instead of resetting them.
  var requiresSpacingProjection: Bool {
    switch kind {
    case .spacer: return true
    case .layoutPriority, .alignmentGuide, .fixedSize, .transparent, .offset, .layer: return child.requiresSpacingProjection
    case .leaf, .stack, .zStack, .grid, .lazyGrid, .custom, .geometryReader, .scrollView, .viewThatFits, .emptyStack, .padding, .frame,
         .flexibleFrame, .aspectRatio:
      return false
    }
  }
}
