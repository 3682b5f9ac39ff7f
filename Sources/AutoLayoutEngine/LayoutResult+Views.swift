import LayoutCore

extension LayoutResult {
  /// The result of an engine that places views directly (Auto Layout): every view of the tree
  /// from `root` (subviews by `children`, in order) gets a node at its frame (canvas
  /// coordinates); no view is measured. `viewCount` sizes the per-view tables.
  init(canvas: Canvas, size: Size, root: Int, frames: [Rect?], children: [Int: [Int]], viewCount: Int) {
    var tree = ResultTree()
    var visited: Set<Int> = []
    func add(_ id: Int) {
      guard visited.insert(id).inserted else { return }
      let frame = frames.indices.contains(id) ? frames[id] ?? .zero : .zero
      let index = tree.open(ResultNode(kind: .view, frame: frame, viewID: id))
      for child in children[id] ?? [] { add(child) }
      tree.close(index)
    }
    add(root)
    self.init(canvas: canvas, size: size, bounds: Rect(origin: .zero, size: size), tree: tree, frames: frames,
              viewFlexibility: Array(repeating: nil, count: viewCount), log: MeasurementLog(viewCount: viewCount),
              elementProposals: [:])
  }
}
