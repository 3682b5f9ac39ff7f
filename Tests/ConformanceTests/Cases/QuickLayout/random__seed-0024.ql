// random/seed-0024: Random tree from generator seed 24 (Python random.Random; depth <= 5, at most 6 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: .infinity, height: .infinity, mode: .fit, scale: 2, direction: .leftToRight, alignment: .top)
let label1 = UILabel(text: "supercalifragilistic dolor amet do lorem labore labore I sit lorem dolore", lines: 1)
let label2 = UILabel(text: "sed a consectetur supercalifragilistic eiusmod do dolor magna I tempor supercalifragilistic", lines: 1, font: 14)
var body: Layout {
  ZStack(alignment: .center) {
    label1
    label2
      .layoutDirection(.rightToLeft)
      .frame(width: 120, height: 20, alignment: .bottomLeading)
  }
}
