// random/seed-0051: Random tree from generator seed 51 (Python random.Random; depth <= 5, at most 10 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 0, height: 667, mode: .exact, scale: 2, direction: .rightToLeft, alignment: .center)
let stepper1 = UIStepper()
let viewsized2 = UIView(width: 8, height: 100)
let button3 = UIButton(title: "Subscribe now", font: 14)
let viewsized4 = UIView(width: 33.5, height: 100)
let tableview5 = UITableView()
let textview6 = UITextView()
let label7 = UILabel(text: "adipiscing ut sed ipsum incididunt magna eiusmod", lines: 1, font: 17)
let view8 = UIView()
var body: Layout {
  HStack(alignment: .bottom, spacing: 16) {
    HStack(alignment: .center, spacing: 0) {
      VStack(alignment: .center, spacing: 10.5) {
        HStack(alignment: .top, spacing: 16) {
          EmptyLayout()
        }
        Spacer(8)
        VStack(alignment: .trailing, spacing: 0) {
          Grid(alignment: .topLeading, horizontalSpacing: 4, verticalSpacing: 8) {
            GridRow(alignment: .center) {
              stepper1
                .fixedSize(axis: .horizontal)
              viewsized2
              button3
                .gridColumnAlignment(.center)
            }
          }
        }
      }
      EmptyLayout()
      VStack(alignment: .center, spacing: 16) {
        HStack(alignment: .bottom, spacing: 10.5) {
          VStack(alignment: .trailing, spacing: 4) {
            viewsized4
            tableview5
              .frame(maxHeight: 80, alignment: .topLeading)
          }
        }
        textview6
        Spacer(12.5)
      }
        .frame(maxWidth: .infinity, alignment: .trailing)
      label7
    }
      .layoutPriority(5)
    view8
      .layoutPriority(-1)
      .alignmentGuide(.trailing) { d in d[.trailing] - 8 }
  }
}
