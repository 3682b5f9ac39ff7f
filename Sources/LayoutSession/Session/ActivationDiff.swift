import LayoutCore
import LayoutRender
import LayoutScript

/// What SwiftLayout's `update(fromActivation:)` does between two renderings of an anchors
/// script: the constraints it deactivates and activates, the views it removes and adds.
struct ActivationDiff {
  var removedConstraints: [String] = []
  var addedConstraints: [String] = []
  var removedViews: [String] = []
  var addedViews: [String] = []

  /// The difference from `previous` to `current`; empty unless both are anchors renderings.
  init(from previous: EvaluatedLayout?, to current: EvaluatedLayout) {
    guard let before = previous?.constraints, let now = current.constraints, let previous else { return }
    let oldWords = ConstraintWords(script: previous.script), newWords = ConstraintWords(script: current.script)
    let old = Set(before.constraints.map { oldWords.text(ofConstraint: $0.index) })
    let new = Set(now.constraints.map { newWords.text(ofConstraint: $0.index) })
    removedConstraints = old.subtracting(new).sorted()
    addedConstraints = new.subtracting(old).sorted()
    let oldViews = Set(Self.placed(previous)), newViews = Set(Self.placed(current))
    removedViews = oldViews.subtracting(newViews).sorted()
    addedViews = newViews.subtracting(oldViews).sorted()
  }

  private static func placed(_ rendering: EvaluatedLayout) -> [String] {
    (rendering.script.anchors?.layout.placed ?? []).compactMap {
      rendering.script.views.indices.contains($0) ? rendering.script.views[$0].name : nil
    }
  }

  /// The lines to print, none when nothing changed.
  var lines: [String] {
    var lines: [String] = []
    for (label, items) in [("views removed", removedViews), ("views added", addedViews),
                           ("constraints deactivated", removedConstraints), ("constraints activated", addedConstraints)]
    where !items.isEmpty {
      lines.append("activation: \(label): " + items.joined(separator: "; "))
    }
    return lines
  }
}
