// random/seed-0064: Random tree from generator seed 64 (Python random.Random; depth <= 5, at most 10 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 60, height: 100, mode: .exact, scale: 1, direction: .leftToRight, alignment: .center)
struct CustomAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}
extension VerticalAlignment {
  static let custom = VerticalAlignment(CustomAlignmentID.self)
}
let view1 = UIView()
let textview2 = UITextView()
var body: Layout {
  VStack(alignment: .center, spacing: 16) {
    view1
    textview2
    Spacer(minLength: 8)
    EmptyLayout()
  }
}
