// random/seed-0149: Random tree from generator seed 149 (Python random.Random; depth <= 5, at most 10 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 120, height: 100, mode: .exact, scale: 2, direction: .leftToRight, alignment: .center)
let label1 = UILabel(text: "sit adipiscing et amet dolor", lines: 0, font: 12)
let viewsized2 = UIView(width: 0, height: 40)
let scrollview3 = UIScrollView()
var body: Layout {
  HStack(alignment: .center, spacing: 10.5) {
    Spacer()
    label1
      .offset(x: 12.5, y: 8)
    viewsized2
    scrollview3
  }
}
