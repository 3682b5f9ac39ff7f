// random/seed-0177: Random tree from generator seed 177 (Python random.Random; depth <= 5, at most 24 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: .infinity, height: 40, mode: .fit, scale: 1, direction: .rightToLeft, alignment: .center)
let label1 = UILabel(text: "magna tempor", lines: 0)
let scrollview2 = UIScrollView()
let searchbar3 = UISearchBar()
let viewsized4 = UIView(width: 40, height: 100)
var body: Layout {
  Grid(alignment: .trailing, horizontalSpacing: 8, verticalSpacing: 0) {
    GridRow(alignment: .center) {
      ZStack(alignment: .leading) {
        VStack(alignment: .leading, spacing: 10.5) {
          label1
          Grid(alignment: .trailing, horizontalSpacing: 8, verticalSpacing: 4) {
            GridRow(alignment: .bottom) {
              scrollview2
                .expand(by: CGSize(width: 0, height: 0))
            }
          }
          EmptyLayout()
        }
      }
      searchbar3
    }
    GridRow(alignment: .center) {
      viewsized4
        .gridColumnAlignment(.center)
    }
  }
}
