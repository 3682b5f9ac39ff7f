// Lesson 18 — a conflict, and how to read it.
// The box asks for 300 points of width inside a 280-point card: the required constraints
// cannot all hold. qlrepl names the minimal conflicting set (remove any one and the rest
// hold) and the one UIKit breaks to recover, with view names instead of addresses; the
// views involved are drawn heavy.
// Try:  :constraints box        (the broken one is marked, the others hold)
//       :set 2 200              (knob 2 is the width: 200 does not fit either; only 240 would, exactly)
import SwiftLayout

canvas(width: 280, height: 120)

let card = UIView()
let box = UIView()

var layout: some Layout {
  card.sl.sublayout {
    box.sl.anchors {
      Anchors.horizontal.equalToSuper(inwardOffset: 20)
      Anchors.width.equalTo(constant: 300)
      Anchors.vertical.equalToSuper(inwardOffset: 20)
    }
  }
}

// exercise: Resolve the conflict without deleting a constraint or changing its number: let the width give way.
// goal: constraints.conflicts == 0 && constraints.count == 5 && constraints.unmet == 1 && box.width == 240
// hint: an optional constraint gives way instead of breaking: add .priority(.defaultHigh) to the width.
