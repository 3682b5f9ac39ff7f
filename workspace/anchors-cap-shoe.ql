// A header pinned by `cap` (top, leading, trailing) and a footer by `shoe` (bottom, leading,
// trailing), with a body filling what is between: SwiftLayout's chains of attributes.
// Try:  :constraints body
//       :canvas 375x300        (the body gives way; header and footer keep their heights)
import SwiftLayout

canvas(width: 375, height: 400, mode: .exact)

let screen = UIView()
let header = UIView()
let footer = UIView()
let body = UIScrollView()

var layout: some Layout {
  screen.sl.sublayout {
    header.sl.anchors {
      Anchors.cap.equalToSuper(inwardOffset: 8)
      Anchors.height.equalTo(constant: 56)
    }
    footer.sl.anchors {
      Anchors.shoe.equalToSuper(inwardOffset: 8)
      Anchors.height.equalTo(constant: 44)
    }
    body.sl.anchors {
      Anchors.top.equalTo(header.bottomAnchor, constant: 8)
      Anchors.bottom.equalTo(footer, attribute: .top, constant: -8)
      Anchors.horizontal.equalToSuper(inwardOffset: 8)
    }
  }
}
