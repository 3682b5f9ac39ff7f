// random/seed-0119: Random tree from generator seed 119 (Python random.Random; depth <= 5, at most 10 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 60, height: 40, mode: .fit, scale: 2, direction: .leftToRight, alignment: .bottomTrailing)
let progressview1 = UIProgressView()
let view2 = UIView()
let label3 = UILabel(text: "consectetur", lines: 3, font: 12)
let button4 = UIButton(title: "Subscribe now", font: 14)
let activityindicatorview5 = UIActivityIndicatorView()
let textfield6 = UITextField()
let label7 = UILabel(text: "tempor aliqua a elit consectetur labore ipsum elit", lines: 3, font: 20)
let switch8 = UISwitch()
let slider9 = UISlider()
let imageview10 = UIImageView(width: 24, height: 120)
let view11 = UIView()
let scrollview12 = UIScrollView()
let switch13 = UISwitch()
var body: Layout {
  Grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 0) {
    GridRow(alignment: .top) {
      Grid(alignment: .topTrailing, horizontalSpacing: 4, verticalSpacing: 8) {
        GridRow(alignment: .center) {
          Spacer()
          HStack(alignment: .top, spacing: 10.5) {
            HStack(alignment: .bottom, spacing: 10.5) {
              progressview1
                .padding(16)
              view2
                .layoutPriority(5)
              label3
            }
              .frame(minWidth: 150, minHeight: 44, maxHeight: 30, alignment: .trailing)
            button4
              .aspectRatio(CGSize(width: 1, height: 2), contentMode: .fill)
            activityindicatorview5
              .layoutDirection(.rightToLeft)
          }
            .gridCellAnchor(UnitPoint(x: 0.25, y: 0))
        }
        GridRow(alignment: .top) {
          VStack(alignment: .leading, spacing: 0) {
            textfield6
            Spacer()
            label7
            Spacer(minLength: 16)
          }
            .gridCellAnchor(UnitPoint(x: 0.5, y: 0.5))
        }
        GridRow(alignment: .bottom) {
          switch8
            .frame(width: 50, height: 100, alignment: .center)
            .gridCellAnchor(UnitPoint(x: 0, y: 0.5))
        }
      }
        .gridCellAnchor(.topLeading)
      Spacer()
      VStack(alignment: .center, spacing: 4) {
        HStack(alignment: .center, spacing: 16) {
          VStack(alignment: .trailing, spacing: 4) {
            HStack(alignment: .top, spacing: 0) {
              Spacer(20)
              slider9
              imageview10
              view11
                .offset(x: 12.5, y: 3)
            }
              .alignmentGuide(.leading) { d in -10 }
            scrollview12
              .offset(x: 0, y: 3)
            switch13
          }
        }
      }
        .gridCellAnchor(UnitPoint(x: 0, y: 0.75))
    }
  }
}
