// random/seed-1176: Random tree from generator seed 1176 (Python random.Random; depth <= 5, at most 10 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: .infinity, height: 480, mode: .fit, scale: 3, direction: .leftToRight, alignment: .bottom)
let tableview1 = UITableView()
let progressview2 = UIProgressView()
var body: Layout {
  ZStack(alignment: .leading) {
    tableview1
      .frame(minWidth: 150, alignment: .bottomTrailing)
      .frame(maxWidth: .infinity, alignment: .bottomTrailing)
    progressview2
  }
}
