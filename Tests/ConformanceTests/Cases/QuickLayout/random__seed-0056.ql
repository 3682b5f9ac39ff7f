// random/seed-0056: Random tree from generator seed 56 (Python random.Random; depth <= 5, at most 6 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 200, height: 480, mode: .exact, scale: 2, direction: .leftToRight, alignment: .center)
let textfield1 = UITextField()
let label2 = UILabel(text: "elit consectetur sit a adipiscing magna adipiscing", lines: 0, font: 14)
let button3 = UIButton(title: "Subscribe now", font: 17)
let searchbar4 = UISearchBar()
let stepper5 = UIStepper()
let imageview6 = UIImageView(width: 80, height: 40)
let imageview7 = UIImageView(width: 24, height: 120)
let button8 = UIButton(title: "Cancel")
let textfield9 = UITextField()
var body: Layout {
  Grid(alignment: .leading, horizontalSpacing: 0, verticalSpacing: 4) {
    GridRow(alignment: .bottom) {
      ZStack(alignment: .topLeading) {
        textfield1
          .aspectRatio(CGSize(width: 2, height: 1), contentMode: .fill)
          .layoutDirection(.rightToLeft)
        label2
        HStack(alignment: .top, spacing: 10.5) {
          VStack(alignment: .center, spacing: 0) {
            EmptyLayout()
          }
          button3
            .alignmentGuide(.top) { d in d.height }
        }
        HStack(alignment: .bottom, spacing: 16) {
          Spacer()
          Spacer()
          Spacer()
          ZStack(alignment: .topTrailing) {
            VStack(alignment: .trailing, spacing: 10.5) {
              searchbar4
                .layoutPriority(2)
              Spacer(12.5)
              Spacer()
            }
          }
        }
      }
        .constrainedSize(maxWidth: 150)
        .gridCellAnchor(UnitPoint(x: 0.25, y: 0))
    }
    GridRow(alignment: .bottom) {
      stepper5
        .frame(maxHeight: 30, alignment: .trailing)
      HStack(alignment: .bottom, spacing: 0) {
        imageview6
      }
      imageview7
        .fixedSize(axis: .horizontal)
    }
    GridRow(alignment: .top) {
      button8
      textfield9
        .gridCellAnchor(UnitPoint(x: 0, y: 1))
      Spacer()
    }
  }
}
