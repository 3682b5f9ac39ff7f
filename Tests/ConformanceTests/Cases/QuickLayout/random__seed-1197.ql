// random/seed-1197: Random tree from generator seed 1197 (Python random.Random; depth <= 5, at most 6 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: .infinity, height: 40, mode: .fit, scale: 1, direction: .leftToRight, alignment: .bottom)
let view1 = UIView()
let label2 = UILabel(text: "tempor I consectetur do dolore tempor", lines: 0, font: 12)
let label3 = UILabel(text: "sit sed aliqua sit tempor I tempor do adipiscing elit", lines: 3)
var body: Layout {
  Grid(alignment: .topTrailing, horizontalSpacing: 4, verticalSpacing: 4) {
    GridRow {
      view1
        .alignmentGuide(HorizontalAlignment.center) { d in d.width / 3 }
        .alignmentGuide(.leading) { d in -10 }
        .gridColumnAlignment(.center)
      label2
      label3
        .frame(minWidth: 0, maxWidth: 40, alignment: .trailing)
    }
  }
}
