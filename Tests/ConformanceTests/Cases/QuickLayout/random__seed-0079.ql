// random/seed-0079: Random tree from generator seed 79 (Python random.Random; depth <= 5, at most 24 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 414, height: 0, mode: .fit, scale: 2, direction: .leftToRight, alignment: .topTrailing)
let imageview1 = UIImageView(width: 40, height: 40)
let viewsized2 = UIView(width: 0, height: 64)
let label3 = UILabel(text: "magna amet et aliqua dolor consectetur", lines: 2, font: 20)
let viewsized4 = UIView(width: 64, height: 25.25)
let searchbar5 = UISearchBar()
let label6 = UILabel(text: "incididunt a dolore tempor magna amet aliqua et I labore supercalifragilistic magna", lines: 1)
let label7 = UILabel(text: "amet tempor adipiscing elit do supercalifragilistic labore", lines: 2, font: 20)
let button8 = UIButton(title: "Follow", font: 17)
let textfield9 = UITextField()
let viewsized10 = UIView(width: 100, height: 25.25)
let tableview11 = UITableView()
let imageview12 = UIImageView(width: 120, height: 24)
let imageview13 = UIImageView(width: 16, height: 24)
let view14 = UIView()
let label15 = UILabel(text: "supercalifragilistic incididunt magna dolor", lines: 0, font: 17)
let searchbar16 = UISearchBar()
let view17 = UIView()
let label18 = UILabel(text: "dolor amet labore ut I lorem sed sed", lines: 3, font: 17)
let label19 = UILabel(text: "supercalifragilistic magna dolore lorem lorem adipiscing ipsum amet labore tempor adipiscing", lines: 0, font: 12)
let progressview20 = UIProgressView()
let searchbar21 = UISearchBar()
let label22 = UILabel(text: "tempor dolore dolor elit adipiscing", lines: 1, font: 17)
let view23 = UIView()
let activityindicatorview24 = UIActivityIndicatorView()
let viewsized25 = UIView(width: 10, height: 25.25)
let viewsized26 = UIView(width: 64, height: 0)
let viewsized27 = UIView(width: 40, height: 20)
let label28 = UILabel(text: "eiusmod consectetur tempor dolor incididunt do incididunt I incididunt aliqua eiusmod I", lines: 1, font: 13)
let scrollview29 = UIScrollView()
let progressview30 = UIProgressView()
let view31 = UIView()
let view32 = UIView()
let view33 = UIView()
var body: Layout {
  HStack(alignment: .center, spacing: 4) {
    HStack(alignment: .top, spacing: 10.5) {
      Spacer(8)
      Spacer(8)
    }
    HStack(alignment: .bottom, spacing: 0) {
      Grid(alignment: .topTrailing, horizontalSpacing: 0, verticalSpacing: 4) {
        GridRow {
          imageview1
            .constrainedSize(maxWidth: 300, maxHeight: 30)
            .padding(.top, 16)
        }
        GridRow {
          Grid(alignment: .trailing, horizontalSpacing: 8, verticalSpacing: 4) {
            GridRow(alignment: .bottom) {
              VStack(alignment: .trailing, spacing: 8) {
                viewsized2
                  .expand(by: CGSize(width: 8, height: 8))
              }
              HStack(alignment: .bottom, spacing: 0) {
                label3
                viewsized4
              }
                .constrainedSize(maxWidth: 150)
                .padding(2)
              Spacer()
            }
            GridRow(alignment: .top) {
              searchbar5
                .frame(maxHeight: 30, alignment: .center)
              label6
              VStack(alignment: .center, spacing: 0) {
                label7
                  .layoutPriority(-1)
                  .frame(maxWidth: 100, maxHeight: 80, alignment: .bottom)
                button8
                textfield9
              }
                .constrainedSize(maxWidth: 150)
            }
            GridRow(alignment: .top) {
              viewsized10
              Grid(alignment: .top, horizontalSpacing: 4, verticalSpacing: 0) {
                GridRow(alignment: .center) {
                  tableview11
                  imageview12
                    .gridCellAnchor(.leading)
                }
                GridRow(alignment: .center) {
                  imageview13
                }
                GridRow {
                  view14
                }
              }
            }
          }
            .padding(EdgeInsets(top: 2, leading: 10, bottom: 1, trailing: 0))
            .gridCellAnchor(UnitPoint(x: 0.25, y: 0))
          Grid(alignment: .center, horizontalSpacing: 0, verticalSpacing: 4) {
            GridRow(alignment: .bottom) {
              VStack(alignment: .center, spacing: 10.5) {
                label15
                searchbar16
                  .alignmentGuide(.trailing) { d in d[.trailing] - 8 }
                view17
                  .frame(maxWidth: 250, alignment: .topLeading)
                  .frame(width: 50, height: 44, alignment: .top)
              }
              HStack(alignment: .top, spacing: 4) {
                label18
                label19
              }
                .fixedSize()
                .gridColumnAlignment(.leading)
              progressview20
            }
            GridRow {
              searchbar21
            }
          }
            .offset(x: 5, y: 3)
            .aspectRatio(CGSize(width: 16, height: 1))
          label22
            .frame(height: 20, alignment: .center)
            .frame(maxWidth: 40, alignment: .topTrailing)
        }
      }
      VStack(alignment: .center, spacing: 0) {
        Spacer(8)
        view23
      }
      ZStack(alignment: .bottom) {
        Grid(alignment: .bottomTrailing, horizontalSpacing: 8, verticalSpacing: 4) {
          GridRow {
            VStack(alignment: .leading, spacing: 8) {
              activityindicatorview24
              viewsized25
              Spacer()
              viewsized26
            }
              .gridCellAnchor(.bottom)
            viewsized27
          }
          GridRow(alignment: .bottom) {
            label28
            scrollview29
              .frame(width: 80, height: 60, alignment: .trailing)
            progressview30
              .gridCellAnchor(.leading)
          }
          GridRow(alignment: .top) {
            view31
              .gridCellAnchor(UnitPoint(x: 1, y: 0.75))
          }
        }
          .frame(height: 60, alignment: .top)
        view32
        view33
      }
    }
  }
}
