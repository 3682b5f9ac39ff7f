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
    case geometryReader
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
    /// A modifier SwiftUI lays out as its child (offset, overlay, grid cell settings…).
    case transparent
  }

  let kind: Kind
  let children: [SwiftUINode]
  /// Where the element sits in the element tree (child indices from the body).
  let path: [Int]
  private var sizes: [ProposedSize: Size] = [:]
  private var stackLayouts: [ProposedSize: StackGeometry] = [:]
  private lazy var cachedSpacing: SpacingPreferences = computeSpacing()

  init(kind: Kind, children: [SwiftUINode], path: [Int]) {
    self.kind = kind
    self.children = children
    self.path = path
  }

  /// The only child of a modifier.
  var child: SwiftUINode { children[0] }

  /// The size this node answers for `proposal` (SwiftUI's `sizeThatFits`), remembered.
  func size(for proposal: ProposedSize, _ run: SwiftUIRun, reason: ProposalReason) -> Size {
    if case .leaf(let view) = kind { return run.measure(view, proposal, reason: reason) }
    if let known = sizes[proposal] { return known }
    let size = computeSize(proposal, run, reason: reason)
    sizes[proposal] = size
    run.note(self, proposal: proposal, size: size, reason: reason)
    return size
  }

  /// The length along `axis` this node answers for `proposal` (SwiftUI's `lengthThatFits`):
  /// its size's, except that a Text asked its width for a width of 0 answers 0.
  func length(along axis: Axis, for proposal: ProposedSize, _ run: SwiftUIRun) -> Double {
    if case .leaf(let view) = kind, case .label = view.kind, axis == .horizontal, proposal.width == 0 {
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
    stackLayouts[proposal] = geometry
    return geometry
  }

  /// This node's spacing preferences.
  var spacing: SpacingPreferences { cachedSpacing }

  /// The layout priority a stack sorts this node by.
  var priority: Double {
    switch kind {
    case .layoutPriority(let value): return value
    case .fixedSize: return child.priority
    case .spacer, .emptyStack: return -.infinity
    case .leaf, .stack, .zStack, .geometryReader, .padding, .frame, .flexibleFrame, .alignmentGuide, .transparent: return 0
    }
  }

  /// True for a spacer (seen through modifiers that only pass it on): frames keep its
  /// preferences instead of resetting them.
  var requiresSpacingProjection: Bool {
    switch kind {
    case .spacer: return true
    case .layoutPriority, .alignmentGuide, .fixedSize, .transparent: return child.requiresSpacingProjection
    case .leaf, .stack, .zStack, .geometryReader, .emptyStack, .padding, .frame, .flexibleFrame: return false
    }
  }
}
