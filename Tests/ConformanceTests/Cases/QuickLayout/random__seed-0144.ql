// random/seed-0144: Random tree from generator seed 144 (Python random.Random; depth <= 5, at most 24 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 120, height: 40, mode: .fit, scale: 3, direction: .rightToLeft, alignment: .leading)
struct CustomAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}
extension VerticalAlignment {
  static let custom = VerticalAlignment(CustomAlignmentID.self)
}
let stepper1 = UIStepper()
let imageview2 = UIImageView(width: 120, height: 16)
let label3 = UILabel(text: "incididunt do amet sed sit labore incididunt supercalifragilistic ipsum eiusmod", lines: 0)
var body: Layout {
  VStack(alignment: .center, spacing: 10.5) {
    Spacer(minLength: 4)
    stepper1
      .constrainedSize(maxWidth: 60, maxHeight: 30)
      .padding(16)
    imageview2
    VStack(alignment: .leading, spacing: 16) {
      label3
    }
      .idealLayout()
  }
}
