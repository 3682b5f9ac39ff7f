import LayoutCore

/// `offset(x:y:)`: moves the view where it is drawn; its layout, size, priority and the guides
/// its parent aligns by are unchanged (Apple's documentation of `offset(x:y:)`: the original
/// frame is kept for layout).
struct OffsetRule: SwiftUIPassThroughRule {
  let x: Double
  let y: Double

  func priority(child: Double) -> Double { child }

  func resultKind(in tree: SwiftUITree) -> NodeKind? { .offset }

  func appendPlacements(_ node: Int, size: Size, proposal: ProposedSize, _ run: inout SwiftUIRun) {
    run.placements.append(Placement(node: run.tree.child(node), proposal: proposal, origin: Point(x: x, y: y)))
  }
}
