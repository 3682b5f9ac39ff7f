import LayoutCore

/// The modifiers QuickLayout lays out as their child, because what they set is read elsewhere
/// or only SwiftUI has it: `gridCellColumns(_:)` and `gridCellUnsizedAxes(_:)` (SwiftUI's grid
/// cell settings, no counterpart in QuickLayout's grid) and `layoutValue(key:value:)` (read
/// by a custom layout container from the element tree, `Element.layoutValues`).
struct PassThroughRule: ModifierRule {
  var payload: ModifierPayload { .passThrough(self) }
  var resultKind: NodeKind? { nil }

  func layout(_ node: Int, _ proposal: Size, _ run: inout LayoutRun, _ environment: LayoutEnvironment) -> Size {
    run.passThrough(node, proposal, environment)
  }
}
