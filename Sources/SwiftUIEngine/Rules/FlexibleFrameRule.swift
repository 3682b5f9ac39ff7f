import LayoutCore

/// SwiftUI's `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
/// (`_FlexFrameLayout`), one axis at a time: a side with both limits is the proposal clamped; an
/// unspecified side is the ideal; otherwise the child, proposed the proposal (or ideal) clamped,
/// decides within the limits (a minimum above the maximum is neither: the child's length);
/// placed, a side strictly inside its limits with no ideal and no proposal stays unspecified. A
/// frame resets the spacing preferences of the axes it sets (not a spacer's); its priority is 0.
/// Its limits are at `slot` of `SwiftUITree.flexibleFrames`.
struct FlexibleFrameRule: SwiftUIModifierRule {
  let slot: Int
  /// Whether the frame sets any limit on each axis.
  let setsWidth: Bool
  let setsHeight: Bool

  var passesSpacer: Bool { false }

  func resultKind(in tree: SwiftUITree) -> NodeKind? { .flexibleFrame }

  func size(_ node: Int, _ proposal: ProposedSize, reason: ProposalReason, _ run: inout SwiftUIRun) -> Size {
    run.tree.flexibleFrames[slot].size(for: proposal, child: run.tree.child(node), &run)
  }

  func appendPlacements(_ node: Int, size: Size, proposal: ProposedSize, _ run: inout SwiftUIRun) {
    let frame = run.tree.flexibleFrames[slot]
    run.placements.append(run.aligned(run.tree.child(node), in: size, alignment: frame.alignment,
                                      childProposal: frame.placementProposal(size: size, proposal: proposal)))
  }

  func spacing(over child: SpacingPreferences, childIsSpacer: Bool) -> SpacingPreferences {
    var spacing = child
    if !childIsSpacer { spacing.reset(SpacingEdges.framed(horizontal: setsWidth, vertical: setsHeight)) }
    return spacing
  }
}

/// A flexible frame's limits, normalised, and its alignment in the tree's table.
struct FlexibleFrameLimits {
  /// One axis's constraints, normalised as SwiftUI does: ideal at least min, max at least ideal.
  struct Limits {
    var min: Double?
    var ideal: Double?
    var max: Double?

    init(min: Double?, ideal: Double?, max: Double?) {
      self.min = min
      self.ideal = ideal.map { Swift.max(min ?? 0, $0) }
      self.max = max.map { Swift.max(self.ideal ?? 0, $0) }
    }

    /// True when the frame sets any limit on this axis.
    var isSet: Bool { min != nil || ideal != nil || max != nil }

    /// The frame's length when it does not depend on the child: a proposal clamped between
    /// both limits, or the ideal for an unspecified proposal; nil otherwise.
    func ownLength(_ proposed: Double?) -> Double? {
      guard let proposed else { return ideal }
      guard let min, let max, min <= max else { return nil }
      return Swift.min(Swift.max(proposed, min), max)
    }

    /// What the child is proposed: the proposal (or the ideal) clamped to the limits.
    func childProposal(_ proposed: Double?) -> Double? {
      guard var length = proposed ?? ideal else { return nil }
      if let min { length = Swift.max(length, min) }
      if let max { length = Swift.min(length, max) }
      return length
    }

    /// The frame's length from the child's length and the child's proposal.
    func length(child: Double, childProposal: Double?) -> Double {
      switch (min, max) {
      case let (min?, max?) where min <= max: return Swift.min(Swift.max(min, child), max)
      case let (min?, nil): return Swift.max(Swift.min(childProposal ?? .infinity, child), min)
      case let (nil, max?): return Swift.min(Swift.max(childProposal ?? -.infinity, child), max)
      default: return child  // no limits, or a minimum above the maximum
      }
    }

    /// The child's proposal when placed in a frame of `size`: unspecified when the parent
    /// left it so, no ideal is set and the size lies strictly within the limits.
    func placementProposal(size: Double, parentProposal: Double?) -> Double? {
      if ideal == nil, parentProposal == nil, (min ?? -.infinity) < size, size < (max ?? .infinity) { return nil }
      return size
    }
  }

  let width: Limits
  let height: Limits
  let alignment: AlignmentPair

  /// The layout of `frame`, whose alignment is `alignment` in the tree's table.
  init(_ frame: FlexibleFrame, alignment: AlignmentPair) {
    width = Limits(min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth)
    height = Limits(min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight)
    self.alignment = alignment
  }

  func size(for proposal: ProposedSize, child: Int, _ run: inout SwiftUIRun) -> Size {
    let ownWidth = width.ownLength(proposal.width)
    let ownHeight = height.ownLength(proposal.height)
    if let ownWidth, let ownHeight { return Size(width: ownWidth, height: ownHeight) }
    let childProposal = ProposedSize(width: width.childProposal(proposal.width), height: height.childProposal(proposal.height))
    let size = run.size(child, childProposal, reason: .modifier)
    return Size(width: ownWidth ?? width.length(child: size.width, childProposal: childProposal.width),
                height: ownHeight ?? height.length(child: size.height, childProposal: childProposal.height))
  }

  func placementProposal(size: Size, proposal: ProposedSize) -> ProposedSize {
    ProposedSize(width: width.placementProposal(size: size.width, parentProposal: proposal.width),
                 height: height.placementProposal(size: size.height, parentProposal: proposal.height))
  }
}
