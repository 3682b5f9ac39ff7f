// random/seed-0193: Random tree from generator seed 193 (Python random.Random; depth <= 5, at most 10 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 375, height: 100, mode: .fit, scale: 2, direction: .leftToRight, alignment: .bottomLeading)
let viewsized1 = UIView(width: 64, height: 40)
let button2 = UIButton(title: "Cancel", font: 14)
let label3 = UILabel(text: "incididunt consectetur consectetur dolore dolore ut amet sit dolor adipiscing elit", lines: 0, font: 17)
let stepper4 = UIStepper()
var body: Layout {
  VStack(alignment: .center, spacing: 0) {
    HStack(alignment: .center, spacing: 8) {
      Grid(alignment: .center, horizontalSpacing: 0, verticalSpacing: 4) {
        GridRow(alignment: .center) {
          VStack(alignment: .center, spacing: 0) {
            Grid(alignment: .trailing, horizontalSpacing: 4, verticalSpacing: 4) {
              GridRow(alignment: .center) {
                viewsized1
                Spacer()
              }
            }
            HStack(alignment: .top, spacing: 10.5) {
              Spacer(8)
              button2
              EmptyLayout()
            }
              .frame(width: 30, height: 44, alignment: .bottomTrailing)
            VStack(alignment: .center, spacing: 10.5) {
              label3
                .padding(12.5)
              stepper4
              Spacer()
            }
          }
            .gridColumnAlignment(.leading)
        }
      }
      Spacer()
    }
      .alignmentGuide(.bottom) { d in d[.bottom] + 4 }
      .layoutDirection(.rightToLeft)
    Spacer(minLength: 16)
  }
}
