// random/seed-1085: Random tree from generator seed 1085 (Python random.Random; depth <= 5, at most 6 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 60, height: 0, mode: .fit, scale: 3, direction: .leftToRight, alignment: .center)
let label1 = UILabel(text: "lorem", lines: 0)
let view2 = UIView()
let label3 = UILabel(text: "consectetur labore consectetur lorem supercalifragilistic incididunt adipiscing I amet ut", lines: 3, font: 17)
var body: Layout {
  VStack(alignment: .center, spacing: 16) {
    label1
      .constrainedSize(maxWidth: 60)
    view2
    label3
      .offset(x: -10, y: -4)
      .frame(width: 30, height: 44, alignment: .center)
  }
}
