// random/seed-1200: Random tree from generator seed 1200 (Python random.Random; depth <= 5, at most 6 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 375, height: 40, mode: .exact, scale: 2, direction: .rightToLeft, alignment: .bottomLeading)
let label1 = UILabel(text: "sit aliqua ipsum supercalifragilistic amet incididunt et elit", lines: 0, font: 13)
let viewsized2 = UIView(width: 20, height: 10)
let label3 = UILabel(text: "ipsum ut dolor et", lines: 2, font: 13)
let activityindicatorview4 = UIActivityIndicatorView()
let stepper5 = UIStepper()
let view6 = UIView()
let label7 = UILabel(text: "supercalifragilistic dolore I adipiscing labore supercalifragilistic supercalifragilistic supercalifragilistic et I dolor", lines: 3, font: 17)
let button8 = UIButton(title: "Follow", font: 17)
let viewsized9 = UIView(width: 64, height: 10)
let view10 = UIView()
let view11 = UIView()
var body: Layout {
  Grid(alignment: .topTrailing, horizontalSpacing: 0, verticalSpacing: 0) {
    GridRow(alignment: .top) {
      Spacer()
      HStack(alignment: .center, spacing: 4) {
        HStack(alignment: .top, spacing: 16) {
          Grid(alignment: .topLeading, horizontalSpacing: 8, verticalSpacing: 8) {
            GridRow {
              VStack(alignment: .center, spacing: 8) {
                Spacer(8)
                label1
                  .frame(height: 60, alignment: .topTrailing)
                  .padding(EdgeInsets(top: 2, leading: 0, bottom: 1, trailing: 4))
              }
              HStack(alignment: .top, spacing: 0) {
                Spacer()
                viewsized2
                label3
                  .alignmentGuide(.trailing) { d in d[.trailing] - 8 }
              }
            }
          }
          activityindicatorview4
        }
      }
    }
    GridRow {
      HStack(alignment: .top, spacing: 0) {
        HStack(alignment: .bottom, spacing: 10.5) {
          HStack(alignment: .center, spacing: 8) {
            HStack(alignment: .center, spacing: 10.5) {
              stepper5
            }
          }
        }
        VStack(alignment: .trailing, spacing: 4) {
          HStack(alignment: .top, spacing: 16) {
            Spacer(4)
            HStack(alignment: .center, spacing: 4) {
              view6
                .frame(width: 120, height: 44, alignment: .topTrailing)
              label7
            }
          }
          button8
        }
          .frame(width: 120, alignment: .bottomLeading)
          .frame(minWidth: 0, minHeight: 0, maxHeight: .infinity, alignment: .topTrailing)
        viewsized9
          .frame(width: 30, height: 100, alignment: .top)
          .layoutDirection(.leftToRight)
      }
        .alignmentGuide(.top) { d in d.height }
        .padding(.top, 4)
      Spacer()
      Spacer()
    }
    GridRow(alignment: .top) {
      view10
        .fixedSize(axis: .horizontal)
      view11
        .frame(maxWidth: .infinity, alignment: .topTrailing)
    }
  }
}
