// random/seed-0094: Random tree from generator seed 94 (Python random.Random; depth <= 5, at most 24 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 320, height: 480, mode: .fit, scale: 1, direction: .leftToRight, alignment: .trailing)
struct CustomAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] - 2 }
}
extension VerticalAlignment {
  static let custom = VerticalAlignment(CustomAlignmentID.self)
}
let viewsized1 = UIView(width: 100, height: 25.25)
let slider2 = UISlider()
let layer3 = UIView()
let textfield4 = UITextField()
let slider5 = UISlider()
var body: Layout {
  VStack(alignment: .trailing, spacing: 4) {
    VStack(alignment: .leading, spacing: 8) {
      Grid(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 4) {
        GridRow(alignment: .bottom) {
          Spacer()
          VStack(alignment: .trailing, spacing: 16) {
            VStack(alignment: .leading, spacing: 16) {
              viewsized1
              slider2
                .fixedSize()
                .overlay {
                  layer3
                }
            }
            HStack(alignment: .center, spacing: 10.5) {
              textfield4
            }
              .padding(.vertical, 16)
              .frame(width: 80, height: 100, alignment: .bottomTrailing)
          }
            .frame(width: 200, height: 20, alignment: .bottomLeading)
        }
      }
      Spacer(20)
      slider5
    }
  }
}
