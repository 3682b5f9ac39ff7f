// labels/single-line-ignores-width: Single-line labels report their full text width; QuickLayout clamps it to the proposal
canvas(width: 150, height: .infinity, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let a = UILabel(text: "A single line label that is too long", lines: 1)
let b = UILabel(text: "Another single line label", lines: 1)
var body: Layout {
  VStack(alignment: .leading) {
    a
    b
      .frame(width: 100)
  }
}
