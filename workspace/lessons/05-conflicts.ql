// Lesson 5 — a conflict, and how to read it.
// The box asks for 300 points of width inside a 280-point card: the required constraints
// cannot all hold. qlrepl names the minimal conflicting set (remove any one and the rest
// hold) and the one UIKit breaks to recover, with view names instead of addresses; the
// views involved are drawn heavy.
// Try:  :constraints box            (the broken one is marked BROKEN, the others hold)
//       :priority box.width 750      (the width becomes optional: no conflict, it gives way)
//       :constraints box             (the width is active now, and off by 60 points)
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
