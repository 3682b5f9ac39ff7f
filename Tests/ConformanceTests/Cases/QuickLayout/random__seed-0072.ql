// random/seed-0072: Random tree from generator seed 72 (Python random.Random; depth <= 5, at most 10 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 120, height: .infinity, mode: .fit, scale: 2, direction: .rightToLeft, alignment: .top)
let scrollview1 = UIScrollView()
let stepper2 = UIStepper()
let tableview3 = UITableView()
let view4 = UIView()
let label5 = UILabel(text: "ut supercalifragilistic", lines: 1, font: 12)
let viewsized6 = UIView(width: 20, height: 20)
let layer7 = UILabel(text: "new", lines: 1)
let viewsized8 = UIView(width: 8, height: 20)
let activityindicatorview9 = UIActivityIndicatorView()
let label10 = UILabel(text: "tempor supercalifragilistic aliqua dolor amet sit ut ipsum sit ipsum eiusmod a", lines: 3, font: 17)
let label11 = UILabel(text: "ipsum dolore adipiscing supercalifragilistic sit adipiscing sed incididunt dolor dolor", lines: 0, font: 14)
let searchbar12 = UISearchBar()
let stepper13 = UIStepper()
var body: Layout {
  HStack(alignment: .bottom, spacing: 4) {
    scrollview1
    VStack(alignment: .trailing, spacing: 4) {
      HStack(alignment: .top, spacing: 8) {
        Spacer()
        HFlow(itemAlignment: .center, lineAlignment: .leading, itemSpacing: 4, lineSpacing: 0) {
          HStack(alignment: .center, spacing: 10.5) {
            stepper2
              .layoutPriority(1)
              .frame(minWidth: 0, minHeight: 0, alignment: .bottomLeading)
            Spacer(12.5)
          }
          tableview3
          HStack(alignment: .center, spacing: 8) {
            Spacer()
            view4
            label5
            viewsized6
              .background {
                layer7
              }
          }
        }
        HStack(alignment: .center, spacing: 8) {
          EmptyLayout()
          VStack(alignment: .leading, spacing: 10.5) {
            viewsized8
            activityindicatorview9
            label10
            label11
          }
            .frame(maxWidth: 250, alignment: .bottom)
        }
        searchbar12
      }
      stepper13
    }
  }
}
