import LayoutCore

/// Labels and image views whose content comes from outside the code that runs. A UIKit class
/// sets a label's text or an image view's image in `configure(with:)`, a `didSet`, or from another
/// file; the set-up the canvas runs leaves them empty, and an empty label or image view is 0×0 in
/// UIKit (no text, no image: no intrinsic size), so the picture would show nothing where the
/// content goes. Such a label shows its own name as its text, such an image view a 24×24 picture
/// (the size a placeholder image has everywhere, docs/language.md "Pasting from the docs"), both
/// named in one note: what a fragment takes from its surroundings gets a visible, named
/// placeholder. Content the code does set, even to "" or nil, is kept. Such a view that still
/// translates its autoresizing mask, whose frame the code that runs never sets and no constraint
/// places, is placed where its content is set too (`badge.frame.size = …` beside `badge.text =`):
/// it stands at its own size at its origin, as `sizeToFit()` leaves it, said in the same note.
extension Evaluator {
  /// Fills the empty labels and image views in the hierarchy whose content the code never set,
  /// before the layout passes (`layoutSubviews` measures them).
  func fillContentFromSurroundings() {
    var filled: [String] = []
    var location: SourceLocation?
    var sized = false
    let constrained = Set(uikit.activationOrder.map { uikit.records[$0].constraint.item })
    defer {
      if let location {
        note("the code that runs gives \(filled.count == 1 ? "this view" : "these views") no content (its text or image is set elsewhere: "
               + "a configure method, an observer, another file), so each shows a placeholder: a label its name, an image "
               + "24×24 points\(sized ? ", and one that no code places stands at that size at its origin" : ""): \(filled.joined(separator: ", "))",
             at: location)
      }
    }
    for view in uikit.added where uikit.guideKinds[view] == nil {
      guard !viewTable.states[view].hasContentSet, !viewTable.views[view].isPlaceholder,
            let name = viewTable.name(ofView: view) else { continue }
      switch viewTable.views[view].kind {
      case .label(let text, let lines, let font) where text.string.isEmpty:
        viewTable.views[view].kind = .label(text: LabelText(name), lines: lines, font: font)
      case .fixed(let size) where size == .zero && viewTable.views[view].typeName == "UIImageView":
        viewTable.views[view].kind = .fixed(Size(width: 24, height: 24))
      default:
        continue
      }
      filled.append(name)
      if location == nil { location = viewTable.views[view].location }
      if uikit.translatesMask(view), uikit.frames[view] == nil, !constrained.contains(view), uikit.stacks.values.allSatisfy({ !$0.arranged.contains(view) }) {
        sizeToFit(view)
        sized = true
      }
    }
  }
}
