extension LayoutResult {
  /// The result of an engine that places views directly (Auto Layout): every view of
  /// `children`' tree from `root` gets its frame (canvas coordinates) and a node, its subviews
  /// nested inside it; no view is measured. `viewCount` sizes the per-view tables.
  public init(canvas: Canvas, size: Size, root: Int, frames: [Rect?], children: [Int: [Int]], viewCount: Int) {
    var visited: Set<Int> = []
    func node(_ id: Int) -> LayoutNode {
      let frame = frames.indices.contains(id) ? frames[id] ?? .zero : .zero
      visited.insert(id)
      let placed = (children[id] ?? []).filter { !visited.contains($0) }.map { child -> PlacedNode in
        let childFrame = frames.indices.contains(child) ? frames[child] ?? .zero : .zero
        return PlacedNode(node(child), at: Point(x: childFrame.origin.x - frame.origin.x, y: childFrame.origin.y - frame.origin.y))
      }
      return LayoutNode(kind: .view, size: frame.size, viewID: id, children: placed)
    }
    let rootFrame = frames.indices.contains(root) ? frames[root] ?? .zero : .zero
    self.init(canvas: canvas, size: size, root: node(root), rootOrigin: rootFrame.origin,
              frames: frames, log: MeasurementLog(viewCount: viewCount), elementProposals: [:])
  }
}
