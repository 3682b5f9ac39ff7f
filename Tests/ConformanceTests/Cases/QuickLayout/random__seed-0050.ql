// random/seed-0050: Random tree from generator seed 50 (Python random.Random; depth <= 5, at most 10 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 60, height: 100, mode: .fit, scale: 2, direction: .rightToLeft, alignment: .leading)
struct CustomAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height * 0.75 }
}
extension VerticalAlignment {
  static let custom = VerticalAlignment(CustomAlignmentID.self)
}
let progressview1 = UIProgressView()
let label2 = UILabel(text: "eiusmod elit adipiscing dolor eiusmod a", lines: 2)
let view3 = UIView()
let textfield4 = UITextField()
let viewsized5 = UIView(width: 0, height: 64)
let switch6 = UISwitch()
let layer7 = UIView()
let label8 = UILabel(text: "dolor", lines: 0, font: 20)
var body: Layout {
  VStack(alignment: .trailing, spacing: 10.5) {
    ZStack(alignment: .bottomTrailing) {
      progressview1
      label2
      VStack(alignment: .trailing, spacing: 0) {
        view3
          .alignmentGuide(HorizontalAlignment.center) { d in d.width / 3 }
        Spacer(minLength: 8)
        textfield4
          .resizable(axis: .horizontal)
      }
    }
    HStack(alignment: .bottom, spacing: 16) {
      viewsized5
    }
    HStack(alignment: .center, spacing: 4) {
      switch6
        .overlay(alignment: .trailing) {
          layer7
            .frame(width: 10, height: 24)
        }
      label8
      Spacer()
    }
  }
}
