import LayoutCore

/// `constrainedSize(maxWidth:maxHeight:)`: the proposal is capped; the child's size is kept.
struct ConstrainedSizeRule: ModifierRule {
  let maxWidth: Double?
  let maxHeight: Double?

  var payload: ModifierPayload { .constrainedSize(self) }
  var resultKind: NodeKind? { .constrainedSize }

  func layout(_ node: Int, _ proposal: Size, _ run: inout LayoutRun, _ environment: LayoutEnvironment) -> Size {
    let clamped = Size(width: maxWidth.map { min($0, proposal.width) } ?? proposal.width,
                       height: maxHeight.map { min($0, proposal.height) } ?? proposal.height)
    let size = run.layoutChild(of: node, clamped, environment)
    run.placeChild(of: node, at: .zero)
    return size
  }
}
