import LayoutCore

/// `Spacer(minLength:)`: at least `minLength` along its orientation (8 when nil; both axes
/// without one, inside a ZStack or a GeometryReader), as much as proposed, and 0 across; its
/// priority is −∞ and its spacing preferences 0 on its stack's axis, so its neighbours touch it
/// (the corpus README, from OpenSwiftUI's `Spacer` and `Spacing`).
struct SpacerRule: SwiftUIRule {
  let minLength: Double?
  /// The axis of the nearest enclosing HStack or VStack, through modifiers.
  let orientation: Axis?

  func size(_ node: Int, _ proposal: ProposedSize, reason: ProposalReason, _ run: inout SwiftUIRun) -> Size {
    let minimum = minLength ?? SwiftUIDefaults.spacing
    func grow(_ proposed: Double?) -> Double { max(proposed ?? -.infinity, minimum) }
    switch orientation {
    case .horizontal: return Size(width: grow(proposal.width), height: 0)
    case .vertical: return Size(width: 0, height: grow(proposal.height))
    case nil: return Size(width: grow(proposal.width), height: grow(proposal.height))
    }
  }

  func appendPlacements(_ node: Int, size: Size, proposal: ProposedSize, _ run: inout SwiftUIRun) {}

  func resultKind(in tree: SwiftUITree) -> NodeKind? { .spacer }
}
