// random/seed-1196: Random tree from generator seed 1196 (Python random.Random; depth <= 5, at most 10 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 375, height: .infinity, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
struct CustomAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}
extension VerticalAlignment {
  static let custom = VerticalAlignment(CustomAlignmentID.self)
}
let layer1 = UIView()
let slider2 = UISlider()
let label3 = UILabel(text: "a incididunt sed ut ipsum", lines: 2, font: 12)
let viewsized4 = UIView(width: 0, height: 20)
let view5 = UIView()
let textfield6 = UITextField()
var body: Layout {
  HStack(alignment: .custom, spacing: 10.5) {
    VStack(alignment: .leading, spacing: 4) {
      Spacer()
    }
      .background(alignment: .trailing) {
        layer1
          .frame(width: 10, height: 10)
      }
    VStack(alignment: .trailing, spacing: 8) {
      slider2
      HStack(alignment: .top, spacing: 10.5) {
        Grid(alignment: .bottomLeading, horizontalSpacing: 4, verticalSpacing: 4) {
          GridRow {
            VStack(alignment: .center, spacing: 10.5) {
              EmptyLayout()
              label3
              viewsized4
            }
          }
        }
          .frame(width: 200, alignment: .bottomTrailing)
          .layoutPriority(2)
        view5
          .alignmentGuide(VerticalAlignment.center) { d in d[.top] + 2 }
          .alignmentGuide(VerticalAlignment.center) { d in d[.top] + 2 }
        Spacer(20)
        textfield6
          .frame(maxWidth: .infinity, alignment: .top)
      }
    }
    Spacer(12.5)
  }
}
