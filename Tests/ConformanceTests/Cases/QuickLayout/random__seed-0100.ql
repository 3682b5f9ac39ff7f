// random/seed-0100: Random tree from generator seed 100 (Python random.Random; depth <= 5, at most 24 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 200, height: 200, mode: .exact, scale: 2, direction: .rightToLeft, alignment: .leading)
let tableview1 = UITableView()
let textview2 = UITextView()
var body: Layout {
  HStack(alignment: .center, spacing: 0) {
    tableview1
      .padding(.horizontal, 8)
    textview2
  }
}
