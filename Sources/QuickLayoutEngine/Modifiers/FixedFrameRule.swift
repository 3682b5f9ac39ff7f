import LayoutCore

/// A fixed `frame(width:height:alignment:)`: proposes its set sides, takes them as its size
/// and aligns the child inside; a nil side follows the child.
struct FixedFrameRule: ModifierRule {
  let width: Double?
  let height: Double?
  let alignment: AlignmentPair

  var payload: ModifierPayload { .frame(self) }
  var resultKind: NodeKind? { .frame }

  func flexibility(_ axis: Axis, child: Flexibility) -> Flexibility {
    (axis == .horizontal ? width : height) != nil ? .fixedSize : child
  }

  func layout(_ node: Int, _ proposal: Size, _ run: inout LayoutRun, _ environment: LayoutEnvironment) -> Size {
    let child = run.layoutChild(of: node, Size(width: width ?? proposal.width, height: height ?? proposal.height), environment)
    let size = Size(width: width ?? child.width, height: height ?? child.height)
    run.placeChild(of: node, aligned: alignment, in: size, environment.direction)
    return size
  }
}
