// random/seed-2048: Random tree from generator seed 2048 (Python random.Random; depth <= 5, at most 10 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 414, height: 667, mode: .exact, scale: 1, direction: .rightToLeft, alignment: .bottomTrailing)
struct CustomAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] - 2 }
}
extension VerticalAlignment {
  static let custom = VerticalAlignment(CustomAlignmentID.self)
}
let button1 = UIButton(title: "Cancel", font: 14)
let view2 = UIView()
let switch3 = UISwitch()
let label4 = UILabel(text: "do do adipiscing consectetur labore adipiscing", lines: 1, font: 14)
let label5 = UILabel(text: "incididunt aliqua", lines: 1, font: 17)
let label6 = UILabel(text: "tempor ut supercalifragilistic consectetur dolore do sit magna do", lines: 1)
let textfield7 = UITextField()
let scrollview8 = UIScrollView()
let viewsized9 = UIView(width: 20, height: 40)
let label10 = UILabel(text: "dolore et", lines: 1, font: 20)
let button11 = UIButton(title: "Cancel", font: 17)
let textfield12 = UITextField()
let viewsized13 = UIView(width: 8, height: 0)
let imageview14 = UIImageView(width: 40, height: 40)
var body: Layout {
  HStack(alignment: .custom, spacing: 16) {
    HStack(alignment: .top, spacing: 0) {
      Spacer(4)
    }
    VStack(alignment: .trailing, spacing: 16) {
      button1
      view2
        .frame(width: 80, alignment: .topLeading)
      Spacer(0)
      HStack(alignment: .bottom, spacing: 0) {
        Spacer(0)
        Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
          GridRow {
            VStack(alignment: .leading, spacing: 4) {
              switch3
              label4
              label5
            }
              .gridColumnAlignment(.center)
            label6
            VStack(alignment: .leading, spacing: 0) {
              Spacer()
              textfield7
              Spacer(minLength: 16)
              scrollview8
            }
          }
          GridRow {
            HStack(alignment: .bottom, spacing: 16) {
              viewsized9
            }
            VStack(alignment: .trailing, spacing: 10.5) {
              Spacer()
              label10
                .layoutDirection(.rightToLeft)
              Spacer(20)
              button11
                .layoutDirection(.leftToRight)
            }
              .fixedSize()
              .aspectRatio(CGSize(width: 2, height: 1), contentMode: .fit)
          }
          GridRow {
            textfield12
              .frame(minWidth: 150, maxHeight: .infinity, alignment: .topLeading)
              .frame(minWidth: 20, maxWidth: 250, alignment: .top)
          }
        }
        viewsized13
          .layoutPriority(5)
          .frame(width: 120, height: 20, alignment: .topLeading)
        imageview14
          .frame(width: 50, height: 44, alignment: .leading)
          .frame(maxHeight: .infinity)
      }
    }
    Spacer(8)
  }
}
