import LayoutCore

/// `layoutPriority(_:)`: changes only the priority a stack groups the element by.
struct LayoutPriorityRule: ModifierRule {
  let priority: Double

  var payload: ModifierPayload { .layoutPriority(self) }
  var resultKind: NodeKind? { nil }
  func priority(child: Double) -> Double { priority }

  func layout(_ node: Int, _ proposal: Size, _ run: inout LayoutRun, _ environment: LayoutEnvironment) -> Size {
    run.passThrough(node, proposal, environment)
  }
}
