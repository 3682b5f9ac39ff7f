// rounding/label-font13-scale3: Font 13 labels (advance 6.5, line 16.25) are rounded up to the pixel grid at scale 3
canvas(width: 120, height: .infinity, mode: .fit, scale: 3, direction: .leftToRight, alignment: .center)
let a = UILabel(text: "Odd size", lines: 1, font: 13)
let b = UILabel(text: "Another odd label", lines: 1, font: 13)
let c = UILabel(text: "Wraps onto a few lines for sure", lines: 0, font: 13)
var body: Layout {
  VStack(alignment: .leading) {
    a
    b
    c
  }
}
