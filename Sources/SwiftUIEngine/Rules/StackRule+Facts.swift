import LayoutCore

extension StackRule {
  /// What the stack `node`, placed at `size` for `proposal`, did with each child, for every view
  /// in it: on a view that is a child (through modifiers), where the stack sized it; on a view
  /// deeper down, where the stack sized the child holding it (its place in the fitting order,
  /// priority, flexibility, offer). The question SwiftUI developers ask most: why did this view
  /// get this width? Reports write the sentence.
  func facts(_ node: Int, size: Size, proposal: ProposedSize, _ run: inout SwiftUIRun) -> [(id: Int, fact: StackFact)] {
    let placing = placing(proposal, size: size)
    let geometry = run.stackGeometry(node, placing, axis: axis, alignment: alignment)
    let order = placing[axis] == nil ? nil : run.fittingOrder(node, axis: axis, cross: placing[axis.cross])
    let tree = run.tree
    let count = tree.nodes[node].childCount
    var facts: [(id: Int, fact: StackFact)] = []
    for position in 0..<count {
      let child = tree.child(node, position)
      var sizing: StackFact.Sizing?
      if let order, let offer = run.stackChildren[geometry.start + position].offer, let rank = order.rank(of: position, run) {
        sizing = StackFact.Sizing(rank: rank, priority: tree.nodes[child].priority, range: order.knownRange(position, run), offer: offer)
      }
      let fact = StackFact(axis: axis, holder: tree.placedView(child) == nil ? tree.scriptName(of: child) : nil, count: count, sizing: sizing)
      for id in tree.leafIDs(child) { facts.append((id, fact)) }
    }
    return facts
  }
}
