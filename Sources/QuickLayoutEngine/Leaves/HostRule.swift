import LayoutCore

/// A view of the script's own class (`HostedView`): a leaf of its parent's layout, its body
/// (when it has one) the node's one child. QuickLayout's `@QuickLayout` macro gives the view
/// `quick_flexibility(for:)` = its body's and `sizeThatFits(_:)` = `body.layoutThatFits(size).size`
/// (`_QuickLayoutViewImplementation`), or the class's own `sizeThatFits` override when it writes
/// one (the macro defers to it, and to its `quick_flexibility(for:)`); UIKit's base-view rule then sanitises the answer, a side that
/// is not finite becoming 10 (`BaseViewLayout` in `Element+UIKit.swift`). A class without a
/// body (or without the macro) is that base view: partial and measured by its override, or fully
/// flexible and the proposal without one. The body is laid out in the view's bounds after the parent's layout
/// (`LayoutRun.layOutHostedBodies`), as the view's `layoutSubviews` does.
///
/// The node holds two words, the view and a slot of `LayoutTree.hosts`: a payload of `NodeOp`
/// with fields of a byte (the flags of `HostMeasure`) made every node's dispatch in
/// `LayoutRun.layout` extract them, about 13 instructions more a leaf (callgrind, tree (a)).
struct HostRule {
  let viewID: Int
  /// How the view is measured, in `LayoutTree.hosts`.
  let slot: Int

  /// The node of `hosted`, its body added as its child.
  static func node(_ hosted: HostedView, mainAxis: Axis, path: [Int]?, _ tree: inout LayoutTree) -> TreeNode {
    tree.countLeaf()
    let sizing = hosted.sizing.map { tree.addSizing($0) }
    let own = hosted.flexibility
    guard let body = hosted.body else {
      let base: Flexibility = sizing == nil ? .fullyFlexible : .partial
      let slot = tree.addHost(HostMeasure(hasBody: false, isSizedByBody: true, sizing: sizing))
      return TreeNode(op: .host(HostRule(viewID: hosted.view.id, slot: slot)),
                      flexibility: NodeFlexibility { axis, _ in own.map { axis == .horizontal ? $0.horizontal : $0.vertical } ?? base },
                      priority: 0, mainAxis: mainAxis, resultKind: .view)
    }
    // The body is the root of a layout of its own, as `LayoutTree.init` compiles a script's body.
    let start = tree.reserveChildren(1)
    tree.setChild(start, tree.add(body, mainAxis: .vertical, path: path.map { $0 + [0] }))
    let inner = own ?? tree.nodes[tree.children[start]].flexibility.alongVertical
    let slot = tree.addHost(HostMeasure(hasBody: true, isSizedByBody: hosted.isSizedByBody, sizing: sizing))
    let payload = HostRule(viewID: hosted.view.id, slot: slot)
    return TreeNode(op: .host(payload), childStart: start, childCount: 1,
                    flexibility: NodeFlexibility { axis, _ in axis == .horizontal ? inner.horizontal : inner.vertical },
                    priority: 0, mainAxis: mainAxis, resultKind: .view)
  }

  /// The view's `sizeThatFits` for `proposal`, recorded in the measurement log as the view's
  /// measurement; its body's views are measured as the body is laid out for it. Never inlined:
  /// inlined into `LayoutRun.layout`, the dispatch every node goes through, it cost each call
  /// about 3 instructions more in register moves (callgrind, tree (a)).
  @inline(never)
  func layout(_ node: Int, _ proposal: Size, _ run: inout LayoutRun, _ environment: LayoutEnvironment) -> Size {
    let measure = run.tree.hosts[slot]
    let measured = (measure.hasBody && measure.isSizedByBody) || measure.sizing != nil
    var size = proposal
    // The class's own `sizeThatFits`, which the macro defers to: the body is laid out only when it
    // asks, or when the override failed (its failure kept for the result).
    if let sizing = measure.sizing, let answer = run.sizeThatFits(sizing, of: node, proposal, environment) {
      size = answer
    } else if measure.hasBody && (measure.isSizedByBody || measure.sizing != nil) {
      size = run.layout(run.tree.child(node, 0), proposal, environment.proposing(.hostBody))
    }
    size = Size(width: size.width.isFinite ? size.width : 10, height: size.height.isFinite ? size.height : 10)
    run.log.record(ProposalRecord(leaf: viewID, pass: run.pass, proposal: proposal, size: size, measured: measured,
                                  reason: environment.reason, cause: environment.cause))
    return size
  }
}

extension LayoutRun {
  /// The answer of the `sizeThatFits` override in slot `slot` of host node `node` for
  /// `proposal`; nil when it failed (its failure kept for the result), the body's size then used.
  mutating func sizeThatFits(_ slot: Int, of node: Int, _ proposal: Size, _ environment: LayoutEnvironment) -> Size? {
    if sizingStates[slot] == nil { sizingStates[slot] = ViewSizingState(tree.sizings[slot]) }
    let state = sizingStates[slot]!
    let body = tree.nodes[node].childCount > 0 ? tree.child(node, 0) : nil
    let answer = state.size(for: proposal) { asked in
      guard let body else { return .zero }
      return layout(body, asked, environment.proposing(.hostBody))
    }
    if let failure = state.failure, !failures.contains(failure) { failures.append(failure) }
    return answer.map { Size(width: $0.width.isNaN ? 0 : $0.width, height: $0.height.isNaN ? 0 : $0.height) }
  }

  /// Every hosted view's body laid out in the view's bounds, outer views first, and centred
  /// there, as each view's `layoutSubviews` runs after its parent placed it
  /// (`body._applyFrame(view.bounds, alignment: .center)`).
  mutating func layOutHostedBodies(_ direction: LayoutDirection) {
    guard !tree.hosts.isEmpty else { return }
    for node in tree.nodes.indices {
      guard case .host(let host) = tree.nodes[node].op, tree.hosts[host.slot].hasBody else { continue }
      let body = tree.child(node, 0), bounds = sizes[node]
      _ = layout(body, bounds, LayoutEnvironment(direction: direction, reason: .hostBounds))
      positions[body] = origin(of: body, appliedIn: bounds, .center, direction)
    }
  }
}

/// How a hosted view is measured (`LayoutTree.hosts`): whether it has a body, whether the body
/// measures it (false for a class without the macro), and the slot of its class's
/// `sizeThatFits` override in `LayoutTree.sizings` and `LayoutRun.sizingStates` (nil without one).
struct HostMeasure {
  let hasBody: Bool
  let isSizedByBody: Bool
  let sizing: Int?
}
