// Lesson 6 — why a layout is ambiguous, and how to fix it.
// Two labels share a row that is wider than their text, with the same content hugging
// (250): either could stretch, and nothing says which. Auto Layout shows one of the
// answers silently; qlrepl names every view and axis left undetermined.
// Try:  :explain title          (not determined horizontally: nothing says who stretches)
//       title.setContentHuggingPriority(.defaultHigh, for: .horizontal)  (title hugs harder: detail takes the rest)
import SwiftLayout

canvas(width: 320, height: 60)

let row = UIView()
let title = UILabel(text: "Title")
let detail = UILabel(text: "Detail")

var layout: some Layout {
  row.sl.sublayout {
    title.sl.anchors {
      Anchors.leading.equalToSuper(inwardOffset: 16)
      Anchors.centerY
    }
    detail.sl.anchors {
      Anchors.leading.equalTo(title, attribute: .trailing, constant: 8)
      Anchors.trailing.equalToSuper(inwardOffset: 16)
      Anchors.centerY
    }
  }
}
