import LayoutCore

/// `gridCellColumns(_:)`, SwiftUI's column span: QuickLayout's grid has no spans, so the child
/// is laid out as it is, in its own cell.
struct GridCellColumnsRule: ModifierRule {
  var payload: ModifierPayload { .gridCellColumns(self) }
  var resultKind: NodeKind? { nil }
  func flexibility(_ axis: Axis, child: Flexibility) -> Flexibility { child }
  func priority(child: Double) -> Double { child }

  func layout(_ node: Int, _ proposal: Size, _ run: inout LayoutRun, _ environment: LayoutEnvironment) -> Size {
    run.passThrough(node, proposal, environment)
  }
}
