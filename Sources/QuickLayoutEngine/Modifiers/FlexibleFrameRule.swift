import LayoutCore

/// A flexible `frame(minWidth:maxWidth:minHeight:maxHeight:alignment:)`: the proposal is
/// clamped to the constraints, and the frame's own size follows QuickLayout's rules per axis.
struct FlexibleFrameRule: ModifierRule {
  // The four limits as numbers and which of them are given, in 33 bytes rather than four
  // optionals' 64: the largest modifier sets the size of every node of a compiled tree.
  private let limits: (minWidth: Double, maxWidth: Double, minHeight: Double, maxHeight: Double)
  private let given: UInt8
  let alignment: AlignmentPair

  /// The rule of `frame`, aligning by `alignment`.
  init(_ frame: FlexibleFrame, alignment: AlignmentPair) {
    limits = (frame.minWidth ?? 0, frame.maxWidth ?? 0, frame.minHeight ?? 0, frame.maxHeight ?? 0)
    given = (frame.minWidth == nil ? 0 : 1) | (frame.maxWidth == nil ? 0 : 2) | (frame.minHeight == nil ? 0 : 4)
      | (frame.maxHeight == nil ? 0 : 8)
    self.alignment = alignment
  }

  var minWidth: Double? { given & 1 != 0 ? limits.minWidth : nil }
  var maxWidth: Double? { given & 2 != 0 ? limits.maxWidth : nil }
  var minHeight: Double? { given & 4 != 0 ? limits.minHeight : nil }
  var maxHeight: Double? { given & 8 != 0 ? limits.maxHeight : nil }

  var payload: ModifierPayload { .flexibleFrame(self) }
  var resultKind: NodeKind? { .flexibleFrame }

  func flexibility(_ axis: Axis, child: Flexibility) -> Flexibility {
    (axis == .horizontal ? maxWidth : maxHeight) != nil ? .partial : child
  }

  func layout(_ node: Int, _ proposal: Size, _ run: inout LayoutRun, _ environment: LayoutEnvironment) -> Size {
    let clamped = Size(width: Self.clamp(proposal.width, minWidth, maxWidth), height: Self.clamp(proposal.height, minHeight, maxHeight))
    let child = run.layoutChild(of: node, clamped, environment)
    let size = Size(width: Self.length(child: child.width, proposed: proposal.width, min: minWidth, max: maxWidth),
                    height: Self.length(child: child.height, proposed: proposal.height, min: minHeight, max: maxHeight))
    run.placeChild(of: node, aligned: alignment, in: size, environment.direction)
    return size
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
