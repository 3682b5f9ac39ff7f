// alignment-guides/center-guide-vertical: alignmentGuide(VerticalAlignment.center) { d[.bottom] } aligns the badge's bottom with the others' centres
canvas(width: 300, height: 100, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let a = UILabel(text: "Text", lines: 1)
let badge = UIView()
let img = UIImageView(width: 40, height: 40)
var body: Layout {
  HStack(spacing: 6) {
    a
    badge
      .frame(width: 16, height: 16)
      .alignmentGuide(VerticalAlignment.center) { d in d[.bottom] }
    img
  }
}
