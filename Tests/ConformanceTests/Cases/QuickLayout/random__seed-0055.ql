// random/seed-0055: Random tree from generator seed 55 (Python random.Random; depth <= 5, at most 24 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 375, height: 100, mode: .exact, scale: 1, direction: .rightToLeft, alignment: .leading)
let label1 = UILabel(text: "dolor tempor supercalifragilistic et magna", lines: 0)
let view2 = UIView()
var body: Layout {
  HStack(alignment: .top, spacing: 0) {
    label1
    ZStack(alignment: .topLeading) {
      view2
    }
  }
}
