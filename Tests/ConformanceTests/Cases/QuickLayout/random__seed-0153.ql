// random/seed-0153: Random tree from generator seed 153 (Python random.Random; depth <= 5, at most 10 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 60, height: .infinity, mode: .fit, scale: 2, direction: .leftToRight, alignment: .bottomTrailing)
let searchbar1 = UISearchBar()
let imageview2 = UIImageView(width: 120, height: 50)
let imageview3 = UIImageView(width: 24, height: 40)
let button4 = UIButton(title: "Go", font: 14)
let layer5 = UILabel(text: "new", lines: 1)
let imageview6 = UIImageView(width: 80, height: 80)
let scrollview7 = UIScrollView()
var body: Layout {
  Grid(alignment: .topLeading, horizontalSpacing: 4, verticalSpacing: 8) {
    GridRow {
      HFlow(itemAlignment: .bottom, lineAlignment: .trailing, itemSpacing: 8, lineSpacing: 0) {
        ZStack(alignment: .top) {
          HStack(alignment: .top, spacing: 16) {
            VStack(alignment: .leading, spacing: 16) {
              searchbar1
              imageview2
              Spacer(20)
            }
            imageview3
          }
            .frame(width: 120, alignment: .leading)
          button4
            .fixedSize(axis: .horizontal)
            .background(alignment: .center) {
              layer5
            }
          EmptyLayout()
        }
        imageview6
          .layoutPriority(1)
          .alignmentGuide(VerticalAlignment.center) { d in d[.top] + 2 }
        ZStack(alignment: .top) {
          scrollview7
        }
      }
    }
  }
}
