import LayoutCore

/// Places the laid-out nodes from the root down, as SwiftUI commits geometry: every child
/// takes the size it answers for the proposal its parent places it with. Builds the result's
/// node tree (frames in canvas coordinates, unrounded) and every leaf's displayed frame.
struct SwiftUIPlacer {
  let grid: DisplayGrid
  var frames: [Rect?]
  var flexibility: [AxesFlexibility?] = []
  /// Where each enclosing stack sized each view, when the run records details.
  var stackFacts: [Int: [StackFact]] = [:]
  var tree = ResultTree()
  /// The canvas's safe area, when it has one: where `ignoresSafeArea` extends views to.
  var safeArea: SafeAreaExtension?

  mutating func place(_ node: Int, size: Size, proposal: ProposedSize, at origin: Point, _ run: inout SwiftUIRun) {
    let op = run.tree.nodes[node].op
    if case .ignoresSafeArea(let rule) = op { return placeIgnoringSafeArea(node, edges: rule.edges, size: size, at: origin, &run) }
    let index = op.apply(ResultKindCall(), run.tree).map {
      tree.open(ResultNode(kind: $0, frame: Rect(origin: origin, size: size), viewID: run.tree.viewID(of: node)))
    }
    if case .leaf(let leaf) = op {
      let id = leaf.viewID
      if id >= frames.count { frames += Array(repeating: nil, count: id + 1 - frames.count) }
      if id >= flexibility.count { flexibility += Array(repeating: nil, count: id + 1 - flexibility.count) }
      frames[id] = grid.displayed(Rect(origin: origin, size: size))
      flexibility[id] = run.tree.leaves[leaf.leaf].kind.swiftUIFlexibility
    }
    if run.recordsDetails, case .stack(let stack) = op {
      for (id, fact) in stack.facts(node, size: size, proposal: proposal, &run) { stackFacts[id, default: []].append(fact) }
    }
    let mark = run.placements.count
    run.appendPlacements(of: node, size: size, proposal: proposal)
    for slot in mark..<run.placements.count {
      let placement = run.placements[slot]
      let childSize = run.size(placement.node, placement.proposal, reason: .placement)
      place(placement.node, size: childSize, proposal: placement.proposal, at: origin + placement.origin, &run)
    }
    run.forgetPlacements(from: mark)
    if let index { tree.close(index) }
  }
}

extension SwiftUITree {
  /// The view `node` gives a frame to, for leaves.
  func viewID(of node: Int) -> Int? {
    if case .leaf(let leaf) = nodes[node].op { return leaf.viewID }
    return nil
  }

  /// How a script writes the container `node` is (through modifiers), as explanations name it.
  func scriptName(of node: Int) -> String {
    let op = nodes[node].op
    return op.apply(ShowsChildCall(), self) ? scriptName(of: child(node)) : op.apply(ScriptNameCall(), self)
  }

  /// The view `node` stands for when it is a view under modifiers that only pass it on.
  func placedView(_ node: Int) -> Int? {
    if case .leaf(let leaf) = nodes[node].op { return leaf.viewID }
    return nodes[node].op.apply(ShowsChildCall(), self) ? placedView(child(node)) : nil
  }

  /// Every view under `node`.
  func leafIDs(_ node: Int) -> [Int] {
    if case .leaf(let leaf) = nodes[node].op { return [leaf.viewID] }
    return (0..<nodes[node].childCount).flatMap { leafIDs(child(node, $0)) }
  }
}

/// A node's rule asked its kind in the result tree.
private struct ResultKindCall: TreeCall {
  func callAsFunction<Rule: SwiftUIRule>(_ rule: Rule, _ tree: SwiftUITree) -> NodeKind? { rule.resultKind(in: tree) }
}

/// A node's rule asked how a script writes it.
private struct ScriptNameCall: TreeCall {
  func callAsFunction<Rule: SwiftUIRule>(_ rule: Rule, _ tree: SwiftUITree) -> String { rule.scriptName(in: tree) }
}

/// A node's rule asked whether it stands for its child.
private struct ShowsChildCall: TreeCall {
  func callAsFunction<Rule: SwiftUIRule>(_ rule: Rule, _ tree: SwiftUITree) -> Bool { rule.showsChild }
}
