import LayoutCore

/// `layoutPriority(_:)`: the priority a stack sorts the view by; the view lays out as its child.
/// It reaches a stack only as the outermost modifier or under `fixedSize` (frames and padding
/// report 0), as the corpus README states from OpenSwiftUI's `LayoutPriorityLayout`.
struct LayoutPriorityRule: SwiftUIPassThroughRule {
  let value: Double

  func priority(child: Double) -> Double { value }
  var passesSpacer: Bool { false }
}
