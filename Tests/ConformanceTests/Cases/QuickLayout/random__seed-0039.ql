// random/seed-0039: Random tree from generator seed 39 (Python random.Random; depth <= 5, at most 16 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 320, height: 480, mode: .exact, scale: 1, direction: .leftToRight, alignment: .topLeading)
let tableview1 = UITableView()
let viewsized2 = UIView(width: 100, height: 10)
let viewsized3 = UIView(width: 33.5, height: 20)
let label4 = UILabel(text: "et dolore dolor ut ipsum lorem supercalifragilistic", lines: 0, font: 12)
let view5 = UIView()
let activityindicatorview6 = UIActivityIndicatorView()
let viewsized7 = UIView(width: 33.5, height: 10)
let activityindicatorview8 = UIActivityIndicatorView()
let view9 = UIView()
let button10 = UIButton(title: "Cancel")
let viewsized11 = UIView(width: 0, height: 40)
var body: Layout {
  HStack(alignment: .center, spacing: 16) {
    VStack(alignment: .leading, spacing: 0) {
      HStack(alignment: .bottom, spacing: 8) {
        tableview1
      }
      HStack(alignment: .center, spacing: 4) {
        Grid(alignment: .bottomTrailing, horizontalSpacing: 8, verticalSpacing: 0) {
          GridRow(alignment: .center) {
            ZStack(alignment: .bottomLeading) {
              viewsized2
              viewsized3
              label4
            }
            HStack(alignment: .center, spacing: 10.5) {
              view5
              activityindicatorview6
                .alignmentGuide(.top) { d in -6 }
            }
              .alignmentGuide(.top) { d in d.height }
          }
          GridRow {
            viewsized7
              .frame(height: 20)
          }
          GridRow {
            HFlow(itemAlignment: .top, lineAlignment: .leading, itemSpacing: 4, lineSpacing: 0) {
              activityindicatorview8
                .padding(2)
              view9
                .constrainedSize(maxWidth: 60, maxHeight: 30)
              button10
            }
              .gridCellAnchor(.bottomTrailing)
            HStack(alignment: .top, spacing: 16) {
              viewsized11
            }
          }
        }
      }
      HStack(alignment: .bottom, spacing: 0) {
        Spacer()
      }
        .padding(8)
    }
      .padding(16)
  }
}
