import LayoutCore

/// SwiftUI's grid cell settings that QuickLayout's grid has no counterpart for,
/// `gridCellColumns(_:)` (a column span) and `gridCellUnsizedAxes(_:)`: the child is laid out as
/// it is, in its own cell.
struct SwiftUIGridCellRule: ModifierRule {
  var payload: ModifierPayload { .swiftUIGridCell(self) }
  var resultKind: NodeKind? { nil }
  func flexibility(_ axis: Axis, child: Flexibility) -> Flexibility { child }
  func priority(child: Double) -> Double { child }

  func layout(_ node: Int, _ proposal: Size, _ run: inout LayoutRun, _ environment: LayoutEnvironment) -> Size {
    run.passThrough(node, proposal, environment)
  }
}
