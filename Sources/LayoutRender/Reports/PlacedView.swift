import LayoutCore

/// A view that got a frame in a layout result.
struct PlacedView {
  let id: Int
  let name: String
  let frame: Rect
}

extension LayoutResult {
  /// The views of `script` that got a frame and are drawn, in declaration order, in an array made
  /// once at its largest size (a script's 40,000 views would otherwise grow it through 17 copies).
  /// A hidden view is laid out and not drawn (`hiddenViews`), so it is not among them.
  func placedViews(of script: EvaluatedScript) -> [PlacedView] {
    let hidden = hiddenViews(of: script)
    var placed: [PlacedView] = []
    placed.reserveCapacity(min(script.views.count, frames.count))
    for id in script.views.indices where id < frames.count && !hidden.contains(id) {
      if let frame = frames[id] { placed.append(PlacedView(id: id, name: script.views[id].name, frame: frame)) }
    }
    return placed
  }

  /// The placed views of `script` that are hidden, with their frames, in declaration order.
  func placedHiddenViews(of script: EvaluatedScript) -> [PlacedView] {
    hiddenViews(of: script).sorted().compactMap { id in
      guard id < frames.count, let frame = frames[id] else { return nil }
      return PlacedView(id: id, name: script.views[id].name, frame: frame)
    }
  }

  /// The views UIKit lays out and does not draw: each whose `isHidden` is true, and every view
  /// inside one (UIView's reference, `isHidden`: "A hidden view disappears from its window …
  /// hiding a view with subviews has the effect of hiding those subviews"). Their frames are
  /// kept, as UIKit keeps them (a hidden arranged view of a stack is the exception UIKit makes:
  /// the stack takes it out, `UISV-hiding`). Empty, at no cost, when no view is hidden.
  public func hiddenViews(of script: EvaluatedScript) -> Set<Int> {
    guard script.views.contains(where: \.isHidden) else { return [] }
    var hidden: Set<Int> = []
    let nodes = tree.nodes
    var index = 0
    while index < nodes.count {
      guard let id = nodes[index].viewID, script.views.indices.contains(id), script.views[id].isHidden else {
        index += 1
        continue
      }
      for inner in index..<max(nodes[index].end, index + 1) {
        if let view = nodes[inner].viewID { hidden.insert(view) }
      }
      index = max(nodes[index].end, index + 1)
    }
    return hidden
  }
}
