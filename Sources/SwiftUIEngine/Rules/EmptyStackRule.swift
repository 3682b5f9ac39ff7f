import LayoutCore

/// An HStack, VStack or ZStack without children: 0 × 0, priority −∞, spacing preferences 0 on
/// every edge, so it adds no gap next to its siblings (the corpus README).
struct EmptyStackRule: SwiftUIRule {
  func size(_ node: Int, _ proposal: ProposedSize, reason: ProposalReason, _ run: inout SwiftUIRun) -> Size { .zero }

  func appendPlacements(_ node: Int, size: Size, proposal: ProposedSize, _ run: inout SwiftUIRun) {}

  func resultKind(in tree: SwiftUITree) -> NodeKind? { .empty }
}
