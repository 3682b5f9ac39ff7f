// random/seed-1044: Random tree from generator seed 1044 (Python random.Random; depth <= 5, at most 10 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 200, height: .infinity, mode: .fit, scale: 1, direction: .leftToRight, alignment: .leading)
let viewsized1 = UIView(width: 0, height: 10)
let viewsized2 = UIView(width: 150, height: 64)
let viewsized3 = UIView(width: 10, height: 20)
let activityindicatorview4 = UIActivityIndicatorView()
let tableview5 = UITableView()
let tableview6 = UITableView()
let layer7 = UILabel(text: "new", lines: 1)
let label8 = UILabel(text: "dolor incididunt", lines: 0, font: 17)
let button9 = UIButton(title: "Go", font: 14)
let label10 = UILabel(text: "a dolore elit sit labore aliqua ipsum aliqua sed amet I ipsum", lines: 3, font: 12)
let imageview11 = UIImageView(width: 24, height: 24)
let layer12 = UIView()
let view13 = UIView()
let progressview14 = UIProgressView()
let view15 = UIView()
let label16 = UILabel(text: "labore", lines: 1, font: 13)
var body: Layout {
  ZStack(alignment: .bottomTrailing) {
    ZStack(alignment: .topLeading) {
      Grid(alignment: .bottomTrailing, horizontalSpacing: 4, verticalSpacing: 8) {
        GridRow {
          viewsized1
            .constrainedSize(maxWidth: 60, maxHeight: 90)
        }
        GridRow(alignment: .center) {
          HStack(alignment: .center, spacing: 0) {
            viewsized2
          }
        }
        GridRow(alignment: .top) {
          viewsized3
            .gridCellAnchor(.topLeading)
          activityindicatorview4
          VStack(alignment: .trailing, spacing: 8) {
            EmptyLayout()
            Spacer(8)
            EmptyLayout()
            HFlow(itemAlignment: .top, lineAlignment: .leading, itemSpacing: 4, lineSpacing: 4) {
              tableview5
                .frame(maxWidth: 250, minHeight: 44, maxHeight: 30, alignment: .topLeading)
                .frame(width: 200, alignment: .bottom)
              tableview6
                .constrainedSize(maxWidth: 60, maxHeight: 30)
            }
              .padding(2)
              .frame(height: 44, alignment: .trailing)
          }
        }
      }
        .layoutPriority(5)
    }
      .overlay(alignment: .trailing) {
        layer7
      }
    VStack(alignment: .center, spacing: 10.5) {
      HStack(alignment: .bottom, spacing: 0) {
        VStack(alignment: .center, spacing: 10.5) {
          label8
            .offset(x: 5, y: 0)
          HStack(alignment: .top, spacing: 0) {
            button9
              .frame(width: 30, height: 60, alignment: .center)
            label10
            imageview11
              .overlay(alignment: .top) {
                layer12
                  .frame(width: 24, height: 24)
              }
          }
        }
        view13
        progressview14
      }
      view15
    }
    label16
  }
}
