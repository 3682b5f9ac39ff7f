// Lesson 19 — why a layout is ambiguous, and how to fix it.
// Two labels share a row that is wider than their text, with the same content hugging
// (250): either could stretch, and nothing says which. Auto Layout shows one of the
// answers silently; qlrepl names every view and axis left undetermined.
// Try:  :explain title          (its width is not decided: both huggings are slack)
//       title.setContentHuggingPriority(.defaultHigh, for: .horizontal)   (title hugs harder: the detail label takes the rest)
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

// exercise: Make the layout unambiguous with the detail hugging its text and the title taking the rest.
// goal: constraints.ambiguous == 0 && detail.width == 48
// hint: the view that hugs harder keeps its size: setContentHuggingPriority(.defaultHigh, for: .horizontal) on the detail.
