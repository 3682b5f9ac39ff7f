// random/seed-1140: Random tree from generator seed 1140 (Python random.Random; depth <= 5, at most 16 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 414, height: 40, mode: .exact, scale: 1, direction: .leftToRight, alignment: .bottomLeading)
struct CustomAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] - 2 }
}
extension VerticalAlignment {
  static let custom = VerticalAlignment(CustomAlignmentID.self)
}
let slider1 = UISlider()
let slider2 = UISlider()
let view3 = UIView()
let imageview4 = UIImageView(width: 120, height: 24)
let layer5 = UIView()
let viewsized6 = UIView(width: 33.5, height: 40)
let textfield7 = UITextField()
let viewsized8 = UIView(width: 64, height: 25.25)
var body: Layout {
  Grid(alignment: .bottom, horizontalSpacing: 4, verticalSpacing: 8) {
    GridRow {
      HStack(alignment: .bottom, spacing: 10.5) {
        Spacer()
        Spacer()
        slider1
          .fixedSize(axis: .vertical)
        HStack(alignment: .bottom, spacing: 0) {
          HStack(alignment: .custom, spacing: 0) {
            slider2
              .expand(by: CGSize(width: 0, height: 8))
            view3
          }
            .layoutDirection(.rightToLeft)
            .offset(x: 12.5, y: 0)
          imageview4
            .frame(width: 200, alignment: .bottomTrailing)
            .layoutDirection(.leftToRight)
          VStack(alignment: .trailing, spacing: 0) {
            Spacer()
          }
          Spacer(0)
        }
          .aspectRatio(CGSize(width: 2, height: 1), contentMode: .fit)
          .frame(width: 80, height: 20, alignment: .leading)
      }
        .overlay {
          layer5
            .frame(width: 10, height: 10)
        }
        .aspectRatio(CGSize(width: 3, height: 1))
    }
    GridRow {
      viewsized6
        .gridCellAnchor(UnitPoint(x: 1, y: 0.75))
      textfield7
        .gridCellAnchor(UnitPoint(x: 0, y: 0.5))
    }
    GridRow {
      ZStack(alignment: .topTrailing) {
        viewsized8
      }
    }
  }
}
