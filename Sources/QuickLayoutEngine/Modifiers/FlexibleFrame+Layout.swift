import LayoutCore

extension FlexibleFrame {
  /// Lays out `child` in a flexible frame: the proposal is clamped to the constraints, and the
  /// frame's own size follows QuickLayout's rules for each axis.
  func layout(_ child: Element, _ proposal: Size, _ context: LayoutContext) -> LayoutNode {
    let clamped = Size(width: Self.clamp(proposal.width, minWidth, maxWidth),
                       height: Self.clamp(proposal.height, minHeight, maxHeight))
    let node = child.layout(clamped, context)
    let size = Size(width: Self.length(child: node.size.width, proposed: proposal.width, min: minWidth, max: maxWidth),
                    height: Self.length(child: node.size.height, proposed: proposal.height, min: minHeight, max: maxHeight))
    return .aligned(node, in: size, alignment: alignment, kind: .flexibleFrame, context)
  }

  private static func clamp(_ value: Double, _ lower: Double?, _ upper: Double?) -> Double {
    min(max(value, lower ?? 0), upper ?? .infinity)
  }

  /// The frame's length on one axis, given the child's length and the parent's proposal.
  private static func length(child: Double, proposed: Double, min lower: Double?, max upper: Double?) -> Double {
    if lower == nil && upper == nil { return child }
    if let upper, lower != nil, proposed.isFinite || upper.isFinite {
      return clamp(proposed, lower, upper)
    }
    if let lower, proposed < child { return max(proposed, lower) }
    if let upper, proposed > child, proposed.isFinite || upper.isFinite { return min(proposed, upper) }
    return clamp(child, lower, upper)
  }
}
