// random/seed-0142: Random tree from generator seed 142 (Python random.Random; depth <= 5, at most 6 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 120, height: .infinity, mode: .fit, scale: 1, direction: .rightToLeft, alignment: .bottomLeading)
let viewsized1 = UIView(width: 10, height: 20)
let viewsized2 = UIView(width: 8, height: 8)
var body: Layout {
  VStack(alignment: .trailing, spacing: 0) {
    Spacer()
    viewsized1
    EmptyLayout()
    viewsized2
  }
}
