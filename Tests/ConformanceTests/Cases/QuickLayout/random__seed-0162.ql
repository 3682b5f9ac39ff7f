// random/seed-0162: Random tree from generator seed 162 (Python random.Random; depth <= 5, at most 24 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 0, height: 200, mode: .exact, scale: 2, direction: .rightToLeft, alignment: .bottomLeading)
let imageview1 = UIImageView(width: 40, height: 120)
let label2 = UILabel(text: "I consectetur dolore lorem", lines: 2, font: 12)
let scrollview3 = UIScrollView()
var body: Layout {
  HStack(alignment: .bottom, spacing: 10.5) {
    Grid(alignment: .trailing, horizontalSpacing: 8, verticalSpacing: 8) {
      GridRow(alignment: .bottom) {
        imageview1
          .gridCellAnchor(.center)
        Spacer()
      }
      GridRow(alignment: .center) {
        label2
        scrollview3
      }
    }
    Spacer(0)
  }
}
