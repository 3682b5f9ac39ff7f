// A form row whose labels fight: the name label hugs its text (hugging 251 beats the value
// label's 250), so the value label takes the rest; when the row is too narrow, compression
// resistance decides who is squeezed (the value label's 749 gives way first).
// Try:  :explain name           (hugging against compression, per axis)
//       :canvas 200x120         (too narrow: the value label is compressed)
import SwiftLayout

canvas(width: 375, height: 120, mode: .fit)

let card = UIView()
let name = UILabel(text: "Name")
let value = UILabel(text: "Ada Lovelace")
let email = UILabel(text: "Email")
let address = UILabel(text: "ada@example.org")

name.setContentHuggingPriority(UILayoutPriority(rawValue: 251), for: .horizontal)
email.setContentHuggingPriority(UILayoutPriority(rawValue: 251), for: .horizontal)
value.setContentCompressionResistancePriority(UILayoutPriority(rawValue: 749), for: .horizontal)
address.setContentCompressionResistancePriority(UILayoutPriority(rawValue: 749), for: .horizontal)

var layout: some Layout {
  card.sl.sublayout {
    name.sl.anchors {
      Anchors.top.leading.equalToSuper(inwardOffset: 16).identifier("name-corner")
    }
    value.sl.anchors {
      Anchors.leading.equalTo(name, attribute: .trailing, constant: 8)
      Anchors.trailing.equalToSuper(inwardOffset: 16)
      Anchors.centerY.equalTo(name)
    }
    email.sl.anchors {
      Anchors.leading.equalTo(name)
      Anchors.top.equalTo(name, attribute: .bottom, constant: 12)
      Anchors.bottom.equalToSuper(inwardOffset: 16)
    }
    address.sl.anchors {
      Anchors.leading.equalTo(email, attribute: .trailing, constant: 8)
      Anchors.trailing.equalToSuper(inwardOffset: 16)
      Anchors.centerY.equalTo(email)
    }
  }
}
