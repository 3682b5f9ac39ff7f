// random/seed-0194: Random tree from generator seed 194 (Python random.Random; depth <= 5, at most 16 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 200, height: 667, mode: .exact, scale: 1, direction: .leftToRight, alignment: .trailing)
let tableview1 = UITableView()
let layer2 = UIView()
var body: Layout {
  ZStack(alignment: .bottomLeading) {
    tableview1
      .overlay(alignment: .topLeading) {
        layer2
          .frame(width: 24, height: 24)
      }
  }
}
