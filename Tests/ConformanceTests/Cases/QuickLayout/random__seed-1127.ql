// random/seed-1127: Random tree from generator seed 1127 (Python random.Random; depth <= 5, at most 6 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 0, height: .infinity, mode: .fit, scale: 1, direction: .rightToLeft, alignment: .bottomTrailing)
struct CustomAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height * 0.75 }
}
extension VerticalAlignment {
  static let custom = VerticalAlignment(CustomAlignmentID.self)
}
let button1 = UIButton(title: "OK")
let view2 = UIView()
let progressview3 = UIProgressView()
let label4 = UILabel(text: "tempor lorem incididunt I et dolore magna lorem labore dolor", lines: 3, font: 12)
let progressview5 = UIProgressView()
let label6 = UILabel(text: "dolore sit I et eiusmod labore", lines: 0, font: 20)
let viewsized7 = UIView(width: 8, height: 25.25)
let label8 = UILabel(text: "do labore adipiscing ut labore sit a", lines: 3, font: 14)
let viewsized9 = UIView(width: 40, height: 8)
let label10 = UILabel(text: "lorem labore eiusmod incididunt incididunt elit lorem", lines: 0)
var body: Layout {
  VStack(alignment: .center, spacing: 10.5) {
    VStack(alignment: .trailing, spacing: 10.5) {
      EmptyLayout()
      button1
    }
    VStack(alignment: .trailing, spacing: 0) {
      view2
      VStack(alignment: .trailing, spacing: 0) {
        VStack(alignment: .center, spacing: 16) {
          Spacer(minLength: 8)
        }
          .frame(minHeight: 20, alignment: .bottomTrailing)
      }
      progressview3
        .alignmentGuide(.bottom) { d in d[.bottom] + 4 }
        .padding(EdgeInsets(top: 2, leading: 3, bottom: 6, trailing: 0))
    }
      .frame(width: 80, height: 44)
    VStack(alignment: .trailing, spacing: 8) {
      Spacer(minLength: 4)
      HStack(alignment: .bottom, spacing: 16) {
        ZStack(alignment: .center) {
          label4
            .layoutPriority(2)
        }
        VFlow(itemAlignment: .trailing, lineAlignment: .top, itemSpacing: 0, lineSpacing: 8) {
          VStack(alignment: .trailing, spacing: 10.5) {
            progressview5
              .fixedSize(axis: .vertical)
              .aspectRatio(CGSize(width: 1, height: 1))
            label6
              .aspectRatio(CGSize(width: 3, height: 9), contentMode: .fit)
            viewsized7
          }
            .alignmentGuide(.bottom) { d in d[.bottom] + 4 }
          label8
            .frame(minWidth: 0, alignment: .leading)
          viewsized9
            .padding(.vertical, 8)
            .fixedSize()
        }
          .fixedSize(axis: .horizontal)
          .fixedSize(axis: .vertical)
      }
      label10
    }
      .frame(maxHeight: .infinity, alignment: .topLeading)
  }
}
