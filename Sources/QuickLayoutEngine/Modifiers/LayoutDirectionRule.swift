import LayoutCore

/// `layoutDirection(_:)`: lays the child out in another direction.
struct LayoutDirectionRule: ModifierRule {
  let direction: LayoutDirection

  var payload: ModifierPayload { .layoutDirection(self) }
  var resultKind: NodeKind? { nil }

  func layout(_ node: Int, _ proposal: Size, _ run: inout LayoutRun, _ environment: LayoutEnvironment) -> Size {
    var inner = environment
    inner.direction = direction
    return run.passThrough(node, proposal, inner)
  }
}
