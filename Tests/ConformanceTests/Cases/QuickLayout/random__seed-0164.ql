// random/seed-0164: Random tree from generator seed 164 (Python random.Random; depth <= 5, at most 10 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 60, height: .infinity, mode: .fit, scale: 2, direction: .rightToLeft, alignment: .top)
let imageview1 = UIImageView(width: 50, height: 16)
let slider2 = UISlider()
let viewsized3 = UIView(width: 0, height: 25.25)
var body: Layout {
  HStack(alignment: .center, spacing: 16) {
    imageview1
    slider2
      .layoutPriority(-1)
    viewsized3
  }
}
