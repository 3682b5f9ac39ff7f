import LayoutCore

/// A view that got a frame in a layout result.
struct PlacedView {
  let id: Int
  let name: String
  let frame: Rect
}

extension LayoutResult {
  /// The views of `script` that got a frame, in declaration order, in an array made once at
  /// its largest size (a script's 40,000 views would otherwise grow it through 17 copies).
  func placedViews(of script: EvaluatedScript) -> [PlacedView] {
    var placed: [PlacedView] = []
    placed.reserveCapacity(min(script.views.count, frames.count))
    for id in script.views.indices where id < frames.count {
      if let frame = frames[id] { placed.append(PlacedView(id: id, name: script.views[id].name, frame: frame)) }
    }
    return placed
  }
}
