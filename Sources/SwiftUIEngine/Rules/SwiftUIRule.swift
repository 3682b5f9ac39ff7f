import LayoutCore

/// One SwiftUI layout primitive's whole rule, in one file, as OpenSwiftUI keeps a layout and its
/// `UnaryLayout` conformance together (`FixedSizeLayout.swift`): how the node answers a proposal
/// (`sizeThatFits`), where it puts its children when placed, which explicit alignment values it
/// has, and what kind of node it is in the result tree. A rule is a plain value, the payload of
/// its compiled node (`SwiftUIOp`); what is not a plain value lives in the tree's tables.
protocol SwiftUIRule {
  /// The size `node` answers for `proposal` (SwiftUI's `sizeThatFits`), its children asked
  /// through `run` (which remembers every answer).
  func size(_ node: Int, _ proposal: ProposedSize, reason: ProposalReason, _ run: inout SwiftUIRun) -> Size
  /// Appends to `run.placements` where `node`, laid out at `size` for `proposal`, puts its children.
  func appendPlacements(_ node: Int, size: Size, proposal: ProposedSize, _ run: inout SwiftUIRun)
  /// The explicit value of `alignment` `node` has at `size` for `proposal`, or nil (then the
  /// alignment's default applies). Asked only when an `alignmentGuide` sits under the node.
  func explicitValue(of alignment: AlignmentID, _ node: Int, size: Size, proposal: ProposedSize, _ run: inout SwiftUIRun) -> Double?
  /// The kind of the node in the result tree; nil for one that shows as its child.
  func resultKind(in tree: SwiftUITree) -> NodeKind?
  /// How a script writes the view, as explanations name a container ("view" for a leaf).
  func scriptName(in tree: SwiftUITree) -> String
  /// True for a modifier, which stands for its child where explanations name a view.
  var showsChild: Bool { get }
}

extension SwiftUIRule {
  func scriptName(in tree: SwiftUITree) -> String { "view" }
  var showsChild: Bool { false }

  /// A leaf or a container of no guides of its own: none.
  func explicitValue(of alignment: AlignmentID, _ node: Int, size: Size, proposal: ProposedSize, _ run: inout SwiftUIRun) -> Double? {
    nil
  }
}

/// A modifier: a rule over one child (a layer's second child aside), with what it passes on from
/// that child while the tree compiles. The defaults are a modifier that lays out as its child:
/// the child's size for the same proposal, the child at its origin, the child's guides, no node of
/// its own, priority 0 (SwiftUI's frames and padding report 0: only `layoutPriority` and what
/// passes its child's on reach a stack), the child's spacing preferences.
protocol SwiftUIModifierRule: SwiftUIRule {
  /// The layout priority a stack sorts the modified view by, given the child's.
  func priority(child: Double) -> Double
  /// Whether a spacer under the modifier is still seen as one (its spacing kept by frames): only
  /// through a modifier that makes no layout computer of its own (a trait, an environment value,
  /// a geometry effect such as `offset`, a layer's primary view). One that does (frames, padding,
  /// `fixedSize`, `alignmentGuide`'s `AlignmentModifiedLayoutComputer`, `LayoutPriorityLayout`,
  /// `_SafeAreaIgnoringLayout`) answers `requiresSpacingProjection` with OpenSwiftUI's
  /// `LayoutEngine` default, false: only the Spacer's own engine answers true.
  var passesSpacer: Bool { get }
  /// The modifier's spacing preferences, given its child's (`childIsSpacer`: the child is a
  /// spacer seen through modifiers).
  func spacing(over child: SpacingPreferences, childIsSpacer: Bool) -> SpacingPreferences
}

extension SwiftUIModifierRule {
  func priority(child: Double) -> Double { 0 }
  var passesSpacer: Bool { true }
  func spacing(over child: SpacingPreferences, childIsSpacer: Bool) -> SpacingPreferences { child }
  func resultKind(in tree: SwiftUITree) -> NodeKind? { nil }
  var showsChild: Bool { true }

  func size(_ node: Int, _ proposal: ProposedSize, reason: ProposalReason, _ run: inout SwiftUIRun) -> Size {
    run.size(run.tree.child(node), proposal, reason: reason)
  }

  func appendPlacements(_ node: Int, size: Size, proposal: ProposedSize, _ run: inout SwiftUIRun) {
    run.placements.append(Placement(node: run.tree.child(node), proposal: proposal, origin: .zero))
  }

  /// The child's explicit value where the modifier places it (SwiftUI's `UnaryLayoutEngine`:
  /// the child's value at its placement, shifted by the child's origin).
  func explicitValue(of alignment: AlignmentID, _ node: Int, size: Size, proposal: ProposedSize, _ run: inout SwiftUIRun) -> Double? {
    run.explicitValueThroughPlacement(of: alignment, node, size: size, proposal: proposal)
  }
}

/// A modifier SwiftUI lays out as its child and whose guides are its child's, unshifted.
protocol SwiftUIPassThroughRule: SwiftUIModifierRule {}

extension SwiftUIPassThroughRule {
  func explicitValue(of alignment: AlignmentID, _ node: Int, size: Size, proposal: ProposedSize, _ run: inout SwiftUIRun) -> Double? {
    run.explicitValue(of: alignment, run.tree.child(node), size: size, proposal: proposal)
  }
}

extension SwiftUIRun {
  /// The explicit value of `alignment` of the first child `node` places, in `node`'s coordinates.
  mutating func explicitValueThroughPlacement(of alignment: AlignmentID, _ node: Int, size: Size, proposal: ProposedSize) -> Double? {
    let mark = placements.count
    defer { forgetPlacements(from: mark) }
    appendPlacements(of: node, size: size, proposal: proposal)
    guard placements.count > mark else { return nil }
    let placement = placements[mark]
    let childSize = self.size(placement.node, placement.proposal, reason: .placement)
    return explicitValue(of: alignment, placement.node, size: childSize, proposal: placement.proposal)
      .map { $0 + placement.origin.coordinate(along: alignment.axis) }
  }

  /// A child sized for `childProposal` at the centre of `size`.
  mutating func centred(_ child: Int, in size: Size, childProposal: ProposedSize, reason: ProposalReason) -> Placement {
    let childSize = self.size(child, childProposal, reason: reason)
    let origin = Point(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2)
    return Placement(node: child, proposal: childProposal, origin: origin)
  }

  /// A frame's child, sized for `childProposal` and placed so that its `alignment`
  /// guides meet the frame's (of `size`).
  mutating func aligned(_ child: Int, in size: Size, alignment: AlignmentPair, childProposal: ProposedSize) -> Placement {
    let childSize = self.size(child, childProposal, reason: .modifier)
    return Placement(node: child, proposal: childProposal,
                     origin: offset(of: child, size: childSize, proposal: childProposal, aligned: alignment, in: size))
  }
}
