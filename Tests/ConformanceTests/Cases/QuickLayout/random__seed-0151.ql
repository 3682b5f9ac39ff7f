// random/seed-0151: Random tree from generator seed 151 (Python random.Random; depth <= 5, at most 16 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 60, height: 40, mode: .fit, scale: 2, direction: .leftToRight, alignment: .topTrailing)
let viewsized1 = UIView(width: 8, height: 100)
let imageview2 = UIImageView(width: 120, height: 40)
var body: Layout {
  ZStack(alignment: .trailing) {
    viewsized1
    imageview2
  }
}
