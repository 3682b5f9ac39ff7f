import LayoutCore

extension Element {
  /// QuickLayout's third question: the layout of this element for `proposal`.
  func layout(_ proposal: Size, _ context: LayoutContext) -> LayoutNode {
    let node = layoutContent(proposal, context)
    guard let path = context.path else { return node }
    context.recorder.elementProposals[path, default: []].append(
      ElementProposal(pass: context.recorder.pass, proposal: proposal, size: node.size, reason: context.reason))
    var passedThrough: NodeDetail?
    if case .modified(_, let modifier) = self, modifier.passesNodeThrough { passedThrough = node.detail }
    let detail = NodeDetail(element: self, path: path, proposal: proposal,
                            horizontal: flexibility(for: .horizontal, mainAxis: context.mainAxis),
                            vertical: flexibility(for: .vertical, mainAxis: context.mainAxis),
                            priority: layoutPriority, inner: passedThrough)
    return node.describing(detail)
  }

  private func layoutContent(_ proposal: Size, _ context: LayoutContext) -> LayoutNode {
    switch self {
    case .leaf(let view):
      return Self.layoutView(view, proposal, context)
    case .stack(let stack):
      return stack.layout(proposal, context.inside(axis: stack.axis))
    case let .zStack(children, alignment):
      return ZStackLayout(children: children, alignment: alignment).layout(proposal, context)
    case .flow(let flow):
      return flow.layout(proposal, context.inside(axis: flow.axis))
    case .grid(let grid):
      return grid.layout(proposal, context.inside(axis: .horizontal))
    case .spacer(let length):
      let main = length ?? proposal.main(context.mainAxis)
      let size = Size(main: main.isFinite ? main : 0, cross: 0, axis: context.mainAxis)
      return LayoutNode(kind: .spacer, size: size)
    case .empty:
      return .empty(.empty)
    case .swiftUI:
      return quickLayoutEquivalent.layoutContent(proposal, context)
    case let .resizable(view, horizontal, vertical):
      return Self.layoutResizable(view, horizontal: horizontal, vertical: vertical, proposal, context)
    case let .expand(view, extra):
      let size = Self.layoutView(view, proposal, context).size
      let expanded = Size(width: max(size.width + extra.width, 0), height: max(size.height + extra.height, 0))
      return LayoutNode(kind: .view, size: expanded, viewID: view.id)
    case let .modified(child, modifier):
      return modifier.layout(child, proposal, context.forChild(0))
    }
  }

  /// Lays out a view, recording the proposal and whether it measured.
  private static func layoutView(_ view: LeafView, _ proposal: Size, _ context: LayoutContext) -> LayoutNode {
    let size = view.kind.size(for: proposal, grid: context.grid)
    context.recorder.log.record(ProposalRecord(
      leaf: view.id, pass: context.recorder.pass, proposal: proposal, size: size,
      measured: view.kind.isMeasured(for: proposal), reason: context.reason))
    return LayoutNode(kind: .view, size: size, viewID: view.id)
  }

  /// `resizable()`: a view proposed finite lengths on every resizable axis takes them
  /// without being measured; otherwise it is measured and the finite resizable axes replaced.
  private static func layoutResizable(_ view: LeafView, horizontal: Bool, vertical: Bool,
                                       _ proposal: Size, _ context: LayoutContext) -> LayoutNode {
    func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
    if horizontal && vertical && proposal.width.isFinite && proposal.height.isFinite {
      let size = Size(width: finite(proposal.width), height: finite(proposal.height))
      context.recorder.log.record(ProposalRecord(
        leaf: view.id, pass: context.recorder.pass, proposal: proposal, size: size, measured: false, reason: context.reason))
      return LayoutNode(kind: .view, size: size, viewID: view.id)
    }
    var size = layoutView(view, proposal, context).size
    if horizontal && proposal.width.isFinite { size.width = proposal.width }
    if vertical && proposal.height.isFinite { size.height = proposal.height }
    return LayoutNode(kind: .view, size: Size(width: finite(size.width), height: finite(size.height)), viewID: view.id)
  }
}
