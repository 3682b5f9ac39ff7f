// random/seed-0150: Random tree from generator seed 150 (Python random.Random; depth <= 5, at most 16 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 0, height: 480, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let imageview1 = UIImageView(width: 16, height: 120)
let label2 = UILabel(text: "sed aliqua I consectetur sed labore incididunt dolor dolor", lines: 0, font: 13)
let imageview3 = UIImageView(width: 40, height: 24)
let label4 = UILabel(text: "labore labore et a", lines: 1, font: 14)
let textfield5 = UITextField()
let viewsized6 = UIView(width: 20, height: 40)
let textfield7 = UITextField()
let label8 = UILabel(text: "dolore eiusmod dolor dolor ut eiusmod ut", lines: 3, font: 20)
let viewsized9 = UIView(width: 33.5, height: 0)
let viewsized10 = UIView(width: 150, height: 100)
let textfield11 = UITextField()
let stepper12 = UIStepper()
let imageview13 = UIImageView(width: 16, height: 40)
let label14 = UILabel(text: "adipiscing lorem consectetur et dolore lorem consectetur", lines: 3)
let searchbar15 = UISearchBar()
let label16 = UILabel(text: "consectetur amet labore labore dolor", lines: 1, font: 12)
let layer17 = UILabel(text: "badge", lines: 1)
let label18 = UILabel(text: "a adipiscing incididunt amet labore adipiscing", lines: 0, font: 12)
let scrollview19 = UIScrollView()
let imageview20 = UIImageView(width: 80, height: 40)
let textfield21 = UITextField()
let imageview22 = UIImageView(width: 120, height: 80)
let label23 = UILabel(text: "incididunt tempor", lines: 0)
var body: Layout {
  VFlow(itemAlignment: .leading, lineAlignment: .top, itemSpacing: 8, lineSpacing: 8) {
    imageview1
      .frame(maxHeight: 30, alignment: .top)
    VStack(alignment: .trailing, spacing: 10.5) {
      Spacer()
      Spacer(minLength: 8)
    }
    Grid(alignment: .bottomLeading, horizontalSpacing: 4, verticalSpacing: 4) {
      GridRow(alignment: .bottom) {
        VStack(alignment: .center, spacing: 0) {
          Spacer()
          HStack(alignment: .top, spacing: 16) {
            ZStack(alignment: .leading) {
              label2
                .frame(width: 80, height: 20)
                .frame(width: 50, height: 44, alignment: .bottomTrailing)
              imageview3
            }
              .layoutDirection(.leftToRight)
              .offset(x: 5, y: -4)
            EmptyLayout()
            ZStack(alignment: .bottomLeading) {
              label4
              textfield5
              viewsized6
                .padding(.horizontal, 16)
              textfield7
                .resizable(axis: .horizontal)
                .alignmentGuide(.trailing) { d in d[.trailing] - 8 }
            }
              .frame(width: 200, height: 100, alignment: .leading)
              .alignmentGuide(.trailing) { d in d[.trailing] - 8 }
          }
          HStack(alignment: .center, spacing: 8) {
            Spacer(0)
            label8
              .aspectRatio(CGSize(width: 2, height: 2), contentMode: .fill)
              .padding(12.5)
            Spacer()
          }
          viewsized9
        }
          .gridCellAnchor(.trailing)
      }
      GridRow(alignment: .top) {
        HStack(alignment: .center, spacing: 4) {
          viewsized10
        }
        VStack(alignment: .trailing, spacing: 0) {
          EmptyLayout()
          HFlow(itemAlignment: .bottom, lineAlignment: .leading, itemSpacing: 8, lineSpacing: 4) {
            Grid(alignment: .trailing, horizontalSpacing: 0, verticalSpacing: 4) {
              GridRow {
                textfield11
                  .gridColumnAlignment(.trailing)
                stepper12
                  .gridColumnAlignment(.leading)
              }
              GridRow {
                Spacer()
                imageview13
                  .padding(8)
                  .aspectRatio(CGSize(width: 16, height: 9), contentMode: .fill)
                label14
                  .gridColumnAlignment(.center)
              }
            }
              .frame(width: 50, height: 60, alignment: .center)
              .layoutPriority(5)
            searchbar15
              .expand(by: CGSize(width: -10, height: 12))
            VStack(alignment: .leading, spacing: 8) {
              label16
                .overlay(alignment: .center) {
                  layer17
                }
                .aspectRatio(CGSize(width: 1, height: 2), contentMode: .fill)
              label18
              Spacer(8)
              scrollview19
                .layoutDirection(.rightToLeft)
            }
            EmptyLayout()
          }
        }
        imageview20
      }
      GridRow {
        textfield21
        imageview22
          .aspectRatio(CGSize(width: 16, height: 2), contentMode: .fill)
        label23
      }
    }
  }
}
