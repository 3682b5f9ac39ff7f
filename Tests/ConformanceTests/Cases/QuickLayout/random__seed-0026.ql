// random/seed-0026: Random tree from generator seed 26 (Python random.Random; depth <= 5, at most 16 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 0, height: .infinity, mode: .fit, scale: 2, direction: .leftToRight, alignment: .topTrailing)
let activityindicatorview1 = UIActivityIndicatorView()
let scrollview2 = UIScrollView()
var body: Layout {
  ZStack(alignment: .leading) {
    activityindicatorview1
      .alignmentGuide(VerticalAlignment.center) { d in d[.top] + 2 }
      .constrainedSize(maxWidth: 60, maxHeight: 90)
    scrollview2
  }
}
