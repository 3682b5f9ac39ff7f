// random/seed-0061: Random tree from generator seed 61 (Python random.Random; depth <= 5, at most 6 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 414, height: 100, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let searchbar1 = UISearchBar()
let scrollview2 = UIScrollView()
var body: Layout {
  VStack(alignment: .center, spacing: 16) {
    searchbar1
      .frame(minWidth: 150, maxWidth: 100, minHeight: 0, alignment: .topLeading)
    scrollview2
  }
}
