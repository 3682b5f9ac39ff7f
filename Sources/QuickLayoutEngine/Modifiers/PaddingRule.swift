import LayoutCore

/// `padding`: the child is proposed what is left inside the insets and placed at the top-left
/// inset; `followsDirection` swaps left and right in right-to-left layout.
struct PaddingRule: ModifierRule {
  let insets: EdgeInsets
  let followsDirection: Bool

  var payload: ModifierPayload { .padding(self) }
  var resultKind: NodeKind? { .padding }

  func layout(_ node: Int, _ proposal: Size, _ run: inout LayoutRun, _ environment: LayoutEnvironment) -> Size {
    let insets = followsDirection && environment.direction == .rightToLeft ? self.insets.mirrored : self.insets
    let inner = Size(width: max(proposal.width - insets.left - insets.right, 0),
                     height: max(proposal.height - insets.top - insets.bottom, 0))
    let size = run.layoutChild(of: node, inner, environment)
    run.placeChild(of: node, at: Point(x: insets.left, y: insets.top))
    return Size(width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)
  }
}
