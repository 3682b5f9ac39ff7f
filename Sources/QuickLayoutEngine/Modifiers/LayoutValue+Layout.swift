import LayoutCore

/// `layoutValue(key:value:)`, a value for a custom layout container, which reads it from the
/// element tree (`Element.layoutValues`): the child is laid out as it is.
struct LayoutValueRule: ModifierRule {
  var payload: ModifierPayload { .layoutValue(self) }
  var resultKind: NodeKind? { nil }
  func flexibility(_ axis: Axis, child: Flexibility) -> Flexibility { child }
  func priority(child: Double) -> Double { child }

  func layout(_ node: Int, _ proposal: Size, _ run: inout LayoutRun, _ environment: LayoutEnvironment) -> Size {
    run.passThrough(node, proposal, environment)
  }
}
