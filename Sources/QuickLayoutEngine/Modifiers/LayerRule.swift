import LayoutCore

/// `overlay` / `background`: the target (the node's first child) is laid out, then the layer
/// (its second) is proposed the target's size and aligned on it.
struct LayerRule: ModifierRule {
  let placement: LayerPlacement
  let alignment: AlignmentPair

  var payload: ModifierPayload { .layer(self) }
  var resultKind: NodeKind? { placement == .overlay ? .overlay : .background }

  func layout(_ node: Int, _ proposal: Size, _ run: inout LayoutRun, _ environment: LayoutEnvironment) -> Size {
    let target = run.tree.child(node, 0), layer = run.tree.child(node, 1)
    let size = run.layout(target, proposal, environment)
    _ = run.layout(layer, size, environment.proposing(.layer))
    let direction = environment.direction
    let x = run.value(alignment.horizontal, of: target, direction) - run.value(alignment.horizontal, of: layer, direction)
    let y = run.value(alignment.vertical, of: target, direction) - run.value(alignment.vertical, of: layer, direction)
    run.positions[layer] = run.grid.position(Point(x: x, y: y))
    run.place(target, at: .zero, passingGuidesUpTo: node)
    return size
  }

  /// The node's children in drawing order: the layer above or below the target.
  func drawingOrder(target: Int, layer: Int) -> [Int] {
    placement == .overlay ? [target, layer] : [layer, target]
  }
}
