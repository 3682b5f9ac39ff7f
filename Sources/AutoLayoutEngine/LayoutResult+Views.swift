import LayoutCore

extension LayoutResult {
  /// The result of an engine that places views directly (Auto Layout): every view of the tree
  /// (`order`) gets a node at its frame (canvas coordinates); no view is measured. `viewCount`
  /// sizes the per-view tables.
  init(canvas: Canvas, size: Size, order: ViewTreeOrder, frames: [Rect?], viewCount: Int) {
    self.init(canvas: canvas, size: size, bounds: Rect(origin: .zero, size: size), tree: order.tree(frames: frames),
              frames: frames, viewFlexibility: Array(repeating: nil, count: viewCount),
              log: MeasurementLog(viewCount: viewCount), elementProposals: [:])
  }
}
