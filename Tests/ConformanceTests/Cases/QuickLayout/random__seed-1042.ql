// random/seed-1042: Random tree from generator seed 1042 (Python random.Random; depth <= 5, at most 6 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 320, height: 40, mode: .fit, scale: 2, direction: .leftToRight, alignment: .bottom)
let label1 = UILabel(text: "dolore et sed lorem dolor tempor sed ut aliqua et dolore adipiscing", lines: 1, font: 14)
let viewsized2 = UIView(width: 64, height: 0)
let layer3 = UIView()
var body: Layout {
  HStack(alignment: .center, spacing: 4) {
    Grid(alignment: .bottomTrailing, horizontalSpacing: 8, verticalSpacing: 0) {
      GridRow(alignment: .top) {
        label1
          .gridCellAnchor(.bottomTrailing)
        viewsized2
      }
    }
      .overlay(alignment: .topTrailing) {
        layer3
      }
  }
}
