// rounding/fractional-padding: Padding 0.3 around a label at scale 2
canvas(width: 200, height: 100, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let l = UILabel(text: "Pad", lines: 1)
let v = UIView(width: 10.25, height: 10.25)
var body: Layout {
  HStack(spacing: 0.7) {
    l
      .padding(0.3)
    v
      .padding(0.3)
  }
}
