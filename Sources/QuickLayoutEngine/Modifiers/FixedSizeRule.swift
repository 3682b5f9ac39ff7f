import LayoutCore

/// `fixedSize(axis:)`: proposes infinity on the chosen axes, which become fixed.
struct FixedSizeRule: ModifierRule {
  let horizontal: Bool
  let vertical: Bool

  var payload: ModifierPayload { .fixedSize(self) }
  var resultKind: NodeKind? { nil }

  func flexibility(_ axis: Axis, child: Flexibility) -> Flexibility {
    (axis == .horizontal ? horizontal : vertical) ? .fixedSize : child
  }

  func layout(_ node: Int, _ proposal: Size, _ run: inout LayoutRun, _ environment: LayoutEnvironment) -> Size {
    let unbounded = Size(width: horizontal ? .infinity : proposal.width, height: vertical ? .infinity : proposal.height)
    return run.passThrough(node, unbounded, environment)
  }
}
