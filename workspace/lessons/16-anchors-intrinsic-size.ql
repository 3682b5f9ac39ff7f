// Lesson 16 — Auto Layout: constraints place views, intrinsic size fills the gaps.
// An anchors script (SwiftLayout's DSL) places views with constraints: equations and
// inequalities between edges, sizes and constants, solved together. A label or a button brings
// its own size (its intrinsic content size), so two edges are enough to place it.
// Try:  :constraints          (every constraint, and whether it decides an edge)
//       :explain button       (its width and height come from its intrinsic size)
import SwiftLayout

canvas(width: 320, height: 120)

let card = UIView()
let title = UILabel(text: "Settings")
let button = UIButton(title: "Done")

var layout: some Layout {
  card.sl.sublayout {
    title.sl.anchors {
      Anchors.top.leading.equalToSuper(inwardOffset: 16)
    }
    button.sl.anchors {
      Anchors.top.equalToSuper(inwardOffset: 16)
      Anchors.leading.equalTo(title, attribute: .trailing, constant: 8)
    }
  }
}

// exercise: Pin the button to the right edge, 16 points in, keeping its own size.
// goal: button.maxX == 304 && button.width == 56
// hint: in place of its leading constraint: Anchors.trailing.equalToSuper(inwardOffset: 16).
