import LayoutCore

/// `offset(x:y:)`: the child keeps its size and moves; x is mirrored in right-to-left layout.
struct OffsetRule: ModifierRule {
  let x: Double
  let y: Double

  var payload: ModifierPayload { .offset(self) }
  var resultKind: NodeKind? { .offset }

  func layout(_ node: Int, _ proposal: Size, _ run: inout LayoutRun, _ environment: LayoutEnvironment) -> Size {
    let size = run.layoutChild(of: node, proposal, environment)
    run.placeChild(of: node, at: Point(x: environment.direction == .rightToLeft ? -x : x, y: y))
    return size
  }
}
