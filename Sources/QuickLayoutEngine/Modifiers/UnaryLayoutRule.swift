import LayoutCore

/// A modifier whose layout is written once for every engine (`UnaryLayout`, at `slot` of
/// `LayoutTree.unaryLayouts`), run with QuickLayout's proposals: an infinite side is read as
/// unspecified (QuickLayout's ideal size) and a child's unspecified side is proposed infinity.
/// The child is laid out last for the proposal the layout places it with, at its origin on the
/// pixel grid.
struct UnaryLayoutRule: ModifierRule {
  let slot: Int
  let name: InternedString
  /// The layout's flexibility, nil for its child's.
  let flexibility: AxesFlexibility?

  var payload: ModifierPayload { .unary(self) }
  var resultKind: NodeKind? { .modifier(name) }

  func flexibility(_ axis: Axis, child: Flexibility) -> Flexibility {
    guard let flexibility else { return child }
    return axis == .horizontal ? flexibility.horizontal : flexibility.vertical
  }

  func layout(_ node: Int, _ proposal: Size, _ run: inout LayoutRun, _ environment: LayoutEnvironment) -> Size {
    let layout = run.tree.unaryLayouts[slot]
    let child = run.tree.child(node, 0)
    func unspecifiedWhenInfinite(_ length: Double) -> Double? { length.isFinite ? length : nil }
    func measure(_ childProposal: ProposedSize) -> Size {
      run.layout(child, Size(width: childProposal.width ?? .infinity, height: childProposal.height ?? .infinity), environment)
    }
    let proposed = ProposedSize(width: unspecifiedWhenInfinite(proposal.width), height: unspecifiedWhenInfinite(proposal.height))
    let size = layout.sizeThatFits(proposed, child: measure)
    let placement = layout.placement(size: size, proposal: proposed, child: measure)
    _ = measure(placement.proposal)
    run.placeChild(of: node, at: run.grid.position(placement.origin))
    return size
  }
}
