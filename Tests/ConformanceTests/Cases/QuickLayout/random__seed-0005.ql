// random/seed-0005: Random tree from generator seed 5 (Python random.Random; depth <= 5, at most 10 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 320, height: .infinity, mode: .fit, scale: 3, direction: .leftToRight, alignment: .center)
let label1 = UILabel(text: "sit tempor et", lines: 1)
let textview2 = UITextView()
let searchbar3 = UISearchBar()
let button4 = UIButton(title: "Cancel", font: 14)
let viewsized5 = UIView(width: 33.5, height: 0)
let viewsized6 = UIView(width: 33.5, height: 10)
let textfield7 = UITextField()
let label8 = UILabel(text: "ut tempor amet", lines: 1, font: 13)
let label9 = UILabel(text: "incididunt magna", lines: 1, font: 20)
var body: Layout {
  VStack(alignment: .center, spacing: 4) {
    Grid(alignment: .topTrailing, horizontalSpacing: 4, verticalSpacing: 4) {
      GridRow {
        label1
          .gridColumnAlignment(.leading)
        textview2
          .alignmentGuide(.leading) { d in d.width / 2 }
          .aspectRatio(CGSize(width: 2, height: 1))
          .gridColumnAlignment(.leading)
      }
    }
    searchbar3
      .padding(4)
    VStack(alignment: .trailing, spacing: 10.5) {
      Spacer()
      button4
      VStack(alignment: .center, spacing: 0) {
        EmptyLayout()
        Spacer()
        Grid(alignment: .bottom, horizontalSpacing: 4, verticalSpacing: 8) {
          GridRow(alignment: .top) {
            HStack(alignment: .center, spacing: 0) {
              viewsized5
            }
              .fixedSize(axis: .horizontal)
            viewsized6
          }
          GridRow(alignment: .center) {
            textfield7
            VStack(alignment: .leading, spacing: 8) {
              Spacer(minLength: 16)
              Spacer(4)
              Spacer(4)
              label8
            }
          }
        }
        label9
      }
        .frame(width: 120, height: 100, alignment: .center)
        .alignmentGuide(.top) { d in -6 }
    }
  }
}
