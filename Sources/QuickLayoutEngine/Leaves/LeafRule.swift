import LayoutCore

/// A view in the compiled tree: the view, and whether `resizable` or `expand` changes its size.
struct LeafRule {
  let viewID: Int
  let sizing: LeafSizing
  let form: Form

  /// How the view's own size is used.
  enum Form {
    case plain
    /// `.resizable(axis:)`: takes finite proposals on these axes.
    case resizable(horizontal: Bool, vertical: Bool)
    /// `.expand(by:)`: grows by this much.
    case expand(Size)
  }

  /// The node of `view` in `form`.
  static func node(_ view: LeafView, form: Form, mainAxis: Axis, _ tree: inout LayoutTree) -> TreeNode {
    tree.countLeaf()
    let payload = LeafRule(viewID: view.id, sizing: LeafSizing(view.kind, &tree), form: form)
    let horizontal = payload.flexibility(.horizontal), vertical = payload.flexibility(.vertical)
    return TreeNode(op: .leaf(payload), flexibility: NodeFlexibility { axis, _ in axis == .horizontal ? horizontal : vertical },
                    priority: 0, mainAxis: mainAxis, resultKind: .view)
  }

  /// The view's flexibility on `axis`: resizable axes are fully flexible.
  func flexibility(_ axis: Axis) -> Flexibility {
    switch form {
    case let .resizable(horizontal, vertical) where axis == .horizontal ? horizontal : vertical: return .fullyFlexible
    case .plain, .resizable, .expand: return sizing.flexibility(for: axis)
    }
  }

  /// Lays the view out for `proposal`, recording the proposal in the measurement log.
  func layout(_ proposal: Size, _ run: inout LayoutRun, _ environment: LayoutEnvironment) -> Size {
    switch form {
    case .plain:
      return measure(proposal, &run, environment)
    case let .resizable(horizontal, vertical):
      return resize(horizontal: horizontal, vertical: vertical, proposal, &run, environment)
    case .expand(let extra):
      let size = measure(proposal, &run, environment)
      return Size(width: max(size.width + extra.width, 0), height: max(size.height + extra.height, 0))
    }
  }

  /// Lays the view out, recording the proposal and whether it measured.
  private func measure(_ proposal: Size, _ run: inout LayoutRun, _ environment: LayoutEnvironment) -> Size {
    let size = sizing.size(for: proposal, in: run.tree, grid: run.grid)
    run.log.record(ProposalRecord(leaf: viewID, pass: run.pass, proposal: proposal, size: size,
                                  measured: sizing.isMeasured(for: proposal), reason: environment.reason, cause: environment.cause))
    return size
  }

  /// `resizable()`: a view proposed finite lengths on every resizable axis takes them
  /// without being measured; otherwise it is measured and the finite resizable axes replaced.
  private func resize(horizontal: Bool, vertical: Bool, _ proposal: Size, _ run: inout LayoutRun, _ environment: LayoutEnvironment) -> Size {
    func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
    if horizontal && vertical && proposal.width.isFinite && proposal.height.isFinite {
      let size = Size(width: finite(proposal.width), height: finite(proposal.height))
      run.log.record(ProposalRecord(leaf: viewID, pass: run.pass, proposal: proposal, size: size, measured: false, reason: environment.reason, cause: environment.cause))
      return size
    }
    var size = measure(proposal, &run, environment)
    if horizontal && proposal.width.isFinite { size.width = proposal.width }
    if vertical && proposal.height.isFinite { size.height = proposal.height }
    return Size(width: finite(size.width), height: finite(size.height))
  }
}
