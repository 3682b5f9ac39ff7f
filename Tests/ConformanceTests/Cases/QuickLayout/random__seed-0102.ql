// random/seed-0102: Random tree from generator seed 102 (Python random.Random; depth <= 5, at most 16 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 375, height: .infinity, mode: .fit, scale: 2, direction: .leftToRight, alignment: .trailing)
struct CustomAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] - 2 }
}
extension VerticalAlignment {
  static let custom = VerticalAlignment(CustomAlignmentID.self)
}
let viewsized1 = UIView(width: 64, height: 0)
let imageview2 = UIImageView(width: 120, height: 80)
let label3 = UILabel(text: "adipiscing dolor aliqua elit I do", lines: 0, font: 14)
let view4 = UIView()
let view5 = UIView()
let activityindicatorview6 = UIActivityIndicatorView()
let label7 = UILabel(text: "dolor dolore incididunt sed ut", lines: 3, font: 14)
let label8 = UILabel(text: "lorem ut sed", lines: 0)
let viewsized9 = UIView(width: 20, height: 0)
let slider10 = UISlider()
let searchbar11 = UISearchBar()
let layer12 = UIView()
let label13 = UILabel(text: "consectetur consectetur ipsum adipiscing supercalifragilistic", lines: 1, font: 14)
let view14 = UIView()
let button15 = UIButton(title: "Cancel", font: 14)
let label16 = UILabel(text: "consectetur sed magna dolor sit sit I supercalifragilistic adipiscing amet dolor consectetur", lines: 0, font: 14)
let view17 = UIView()
let view18 = UIView()
let textview19 = UITextView()
let scrollview20 = UIScrollView()
var body: Layout {
  HStack(alignment: .bottom, spacing: 8) {
    viewsized1
    HStack(alignment: .custom, spacing: 0) {
      VStack(alignment: .leading, spacing: 0) {
        VStack(alignment: .center, spacing: 0) {
          HStack(alignment: .top, spacing: 16) {
            imageview2
            label3
            view4
          }
          Grid(alignment: .trailing, horizontalSpacing: 8, verticalSpacing: 0) {
            GridRow(alignment: .bottom) {
              view5
              activityindicatorview6
                .gridColumnAlignment(.leading)
              label7
                .layoutPriority(1)
                .offset(x: 0, y: 8)
                .gridColumnAlignment(.leading)
            }
            GridRow(alignment: .bottom) {
              label8
              viewsized9
            }
            GridRow {
              slider10
              searchbar11
                .overlay(alignment: .topTrailing) {
                  layer12
                    .frame(width: 24, height: 10)
                }
                .offset(x: 0, y: 0)
              label13
            }
          }
          ZStack(alignment: .bottomTrailing) {
            view14
            button15
              .resizable()
            EmptyLayout()
          }
          label16
        }
        view17
        view18
          .padding(.leading, 8)
        textview19
      }
      Spacer()
      scrollview20
      Spacer(12.5)
    }
  }
}
