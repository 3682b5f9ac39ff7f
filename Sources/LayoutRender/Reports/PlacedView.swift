import LayoutCore
import LayoutScript

/// A view that got a frame in a layout result.
struct PlacedView {
  let id: Int
  let name: String
  let frame: Rect
}

extension LayoutResult {
  /// The views of `script` that got a frame, in declaration order.
  func placedViews(of script: EvaluatedScript) -> [PlacedView] {
    script.views.indices.compactMap { id in
      guard id < frames.count, let frame = frames[id] else { return nil }
      return PlacedView(id: id, name: script.views[id].name, frame: frame)
    }
  }
}
