// random/seed-0086: Random tree from generator seed 86 (Python random.Random; depth <= 5, at most 16 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 0, height: 0, mode: .fit, scale: 1, direction: .leftToRight, alignment: .top)
struct CustomAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] - 2 }
}
extension VerticalAlignment {
  static let custom = VerticalAlignment(CustomAlignmentID.self)
}
let label1 = UILabel(text: "incididunt do dolor", lines: 0)
let layer2 = UIView()
var body: Layout {
  ZStack(alignment: .bottom) {
    ZStack(alignment: .center) {
      HStack(alignment: .custom, spacing: 4) {
        VStack(alignment: .trailing, spacing: 0) {
          label1
            .background(alignment: .topTrailing) {
              layer2
                .frame(width: 24, height: 24)
            }
        }
      }
        .alignmentGuide(.top) { d in -6 }
        .constrainedSize(maxWidth: 300, maxHeight: 30)
    }
      .constrainedSize(maxWidth: 300, maxHeight: 90)
  }
}
