import LayoutCore

/// `gridColumnAlignment(_:)`: how an enclosing grid aligns the cell's whole column. The
/// content's node stands for it.
struct GridColumnAlignmentRule: ModifierRule {
  let alignment: AlignmentRef

  var payload: ModifierPayload { .gridColumnAlignment(self) }
  var resultKind: NodeKind? { nil }
  func priority(child: Double) -> Double { 0 }

  func layout(_ node: Int, _ proposal: Size, _ run: inout LayoutRun, _ environment: LayoutEnvironment) -> Size {
    run.passThrough(node, proposal, environment)
  }
}
