// random/seed-0195: Random tree from generator seed 195 (Python random.Random; depth <= 5, at most 16 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 414, height: 480, mode: .fit, scale: 1, direction: .leftToRight, alignment: .topTrailing)
let label1 = UILabel(text: "supercalifragilistic sit dolor dolore", lines: 1, font: 13)
let tableview2 = UITableView()
let label3 = UILabel(text: "ipsum consectetur aliqua sit lorem dolor dolore supercalifragilistic tempor sed tempor eiusmod", lines: 2)
let activityindicatorview4 = UIActivityIndicatorView()
let layer5 = UIView()
let button6 = UIButton(title: "Follow")
let viewsized7 = UIView(width: 100, height: 8)
let stepper8 = UIStepper()
let stepper9 = UIStepper()
let label10 = UILabel(text: "aliqua labore tempor supercalifragilistic supercalifragilistic ipsum amet eiusmod eiusmod lorem labore", lines: 1)
let button11 = UIButton(title: "Go", font: 17)
let view12 = UIView()
let layer13 = UIView()
var body: Layout {
  VStack(alignment: .trailing, spacing: 0) {
    HStack(alignment: .top, spacing: 0) {
      HFlow(itemAlignment: .bottom, lineAlignment: .trailing, itemSpacing: 0, lineSpacing: 8) {
        label1
          .aspectRatio(CGSize(width: 2, height: 1), contentMode: .fit)
        VStack(alignment: .center, spacing: 4) {
          HStack(alignment: .bottom, spacing: 10.5) {
            tableview2
            Spacer(12.5)
            EmptyLayout()
            label3
          }
            .padding(EdgeInsets(top: 0, leading: 3, bottom: 6, trailing: 0))
            .padding(.vertical, 8)
          activityindicatorview4
            .resizable(axis: .horizontal)
            .overlay(alignment: .topTrailing) {
              layer5
                .frame(width: 24, height: 10)
            }
          button6
            .frame(minHeight: 44, alignment: .bottomLeading)
        }
          .padding(EdgeInsets(top: 2, leading: 0, bottom: 0, trailing: 7.5))
        viewsized7
          .padding(16)
        EmptyLayout()
      }
      stepper8
      VStack(alignment: .center, spacing: 4) {
        ZStack(alignment: .bottomLeading) {
          stepper9
            .frame(width: 50, height: 44, alignment: .bottomLeading)
          label10
            .layoutPriority(-1)
            .layoutDirection(.rightToLeft)
          VStack(alignment: .trailing, spacing: 10.5) {
            button11
            view12
              .aspectRatio(CGSize(width: 3, height: 9), contentMode: .fill)
          }
            .background(alignment: .bottomLeading) {
              layer13
            }
        }
      }
    }
      .padding(2)
      .constrainedSize(maxWidth: 300)
  }
}
