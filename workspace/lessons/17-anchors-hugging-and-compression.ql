// Lesson 17 — hugging against compression resistance.
// A view's intrinsic size is two optional constraints per axis: hugging (not bigger, 250 by
// default) and compression resistance (not smaller, 750). When a row has room to spare, the
// view that hugs less stretches; when it is too narrow, the view that resists less is squeezed.
// Try:  :explain name           (hugging against compression, per axis)
//       :canvas 320x60          (a wide row: the value label, hugging less, takes the room)
import SwiftLayout

canvas(width: 150, height: 60)

let row = UIView()
let name = UILabel(text: "Name")
let value = UILabel(text: "Ada Lovelace")

name.setContentHuggingPriority(UILayoutPriority(rawValue: 251), for: .horizontal)
name.setContentCompressionResistancePriority(UILayoutPriority(rawValue: 749), for: .horizontal)

var layout: some Layout {
  row.sl.sublayout {
    name.sl.anchors {
      Anchors.leading.equalToSuper(inwardOffset: 8)
      Anchors.centerY
    }
    value.sl.anchors {
      Anchors.leading.equalTo(name, attribute: .trailing, constant: 8)
      Anchors.trailing.equalToSuper(inwardOffset: 8)
      Anchors.centerY
    }
  }
}

// exercise: The row is too narrow: keep the name whole and let the value be squeezed.
// goal: name.width == 32 && value.width < 96
// hint: the view with the lower compression resistance gives way: raise the name's above 750.
