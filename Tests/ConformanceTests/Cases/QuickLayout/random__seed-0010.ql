// random/seed-0010: Random tree from generator seed 10 (Python random.Random; depth <= 5, at most 24 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 375, height: 667, mode: .exact, scale: 2, direction: .leftToRight, alignment: .bottomLeading)
let tableview1 = UITableView()
let label2 = UILabel(text: "tempor incididunt ut do supercalifragilistic sed labore consectetur supercalifragilistic do", lines: 3)
let label3 = UILabel(text: "do magna tempor elit", lines: 0, font: 20)
var body: Layout {
  VStack(alignment: .center, spacing: 8) {
    EmptyLayout()
    tableview1
      .fixedSize(axis: .horizontal)
    label2
      .alignmentGuide(.top) { d in d.height }
    label3
  }
}
