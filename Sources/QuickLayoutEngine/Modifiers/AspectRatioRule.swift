import LayoutCore

/// `aspectRatio(_:contentMode:)`: proposes the largest (fit) or smallest (fill) size of the
/// ratio (width / height) around the proposal.
struct AspectRatioRule: ModifierRule {
  let ratio: Double
  let mode: ContentMode

  var payload: ModifierPayload { .aspectRatio(self) }
  var resultKind: NodeKind? { .aspectRatio }
  func flexibility(_ axis: Axis, child: Flexibility) -> Flexibility { .partial }

  func layout(_ node: Int, _ proposal: Size, _ run: inout LayoutRun, _ environment: LayoutEnvironment) -> Size {
    let target = self.target(proposal)
    let child = run.layoutChild(of: node, target, environment)
    run.placeChild(of: node, at: .zero)
    return Size(width: child.width.isInfinite ? target.width : child.width, height: child.height.isInfinite ? target.height : child.height)
  }

  private func target(_ proposal: Size) -> Size {
    guard ratio > 0 && ratio.isFinite else { return proposal }
    let widthFinite = proposal.width.isFinite, heightFinite = proposal.height.isFinite
    if !widthFinite && !heightFinite { return proposal }
    let fromHeight = Size(width: proposal.height * ratio, height: proposal.height)
    let fromWidth = Size(width: proposal.width, height: proposal.width / ratio)
    if !widthFinite { return fromHeight }
    if !heightFinite { return fromWidth }
    let wider = proposal.width / proposal.height > ratio
    switch mode {
    case .fill: return wider ? fromWidth : fromHeight
    case .fit: return wider ? fromHeight : fromWidth
    }
  }
}
