// random/seed-0125: Random tree from generator seed 125 (Python random.Random; depth <= 5, at most 6 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 320, height: 480, mode: .fit, scale: 2, direction: .leftToRight, alignment: .top)
let button1 = UIButton(title: "Cancel", font: 14)
let imageview2 = UIImageView(width: 80, height: 16)
let viewsized3 = UIView(width: 100, height: 20)
var body: Layout {
  Grid(alignment: .bottomTrailing, horizontalSpacing: 8, verticalSpacing: 8) {
    GridRow(alignment: .bottom) {
      VStack(alignment: .trailing, spacing: 4) {
        EmptyLayout()
        VFlow(itemAlignment: .center, lineAlignment: .center, itemSpacing: 8, lineSpacing: 8) {
          button1
            .resizable(axis: .vertical)
          EmptyLayout()
        }
        imageview2
          .aspectRatio(CGSize(width: 1, height: 2))
      }
      Spacer()
      viewsized3
    }
  }
}
