// random/seed-0155: Random tree from generator seed 155 (Python random.Random; depth <= 5, at most 24 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 0, height: 480, mode: .fit, scale: 3, direction: .leftToRight, alignment: .topLeading)
let activityindicatorview1 = UIActivityIndicatorView()
let label2 = UILabel(text: "I sit dolor dolore", lines: 1, font: 17)
let slider3 = UISlider()
let searchbar4 = UISearchBar()
var body: Layout {
  VStack(alignment: .center, spacing: 0) {
    activityindicatorview1
    VStack(alignment: .center, spacing: 0) {
      label2
    }
    HStack(alignment: .center, spacing: 8) {
      slider3
      EmptyLayout()
      searchbar4
    }
      .frame(minWidth: 150, maxWidth: .infinity, maxHeight: 30, alignment: .trailing)
  }
}
