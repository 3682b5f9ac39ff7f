// random/seed-0109: Random tree from generator seed 109 (Python random.Random; depth <= 5, at most 10 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 320, height: .infinity, mode: .fit, scale: 3, direction: .rightToLeft, alignment: .center)
struct CustomAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] - 2 }
}
extension VerticalAlignment {
  static let custom = VerticalAlignment(CustomAlignmentID.self)
}
let button1 = UIButton(title: "Cancel")
let view2 = UIView()
let slider3 = UISlider()
let stepper4 = UIStepper()
let textfield5 = UITextField()
let label6 = UILabel(text: "adipiscing", lines: 3, font: 14)
let label7 = UILabel(text: "lorem a incididunt amet sit amet consectetur sit consectetur sit et", lines: 0, font: 20)
let progressview8 = UIProgressView()
let label9 = UILabel(text: "sit dolore I", lines: 0, font: 20)
let slider10 = UISlider()
let layer11 = UIView()
let label12 = UILabel(text: "a lorem supercalifragilistic lorem consectetur", lines: 3, font: 14)
let layer13 = UILabel(text: "new", lines: 1)
let label14 = UILabel(text: "ut", lines: 1, font: 13)
let viewsized15 = UIView(width: 64, height: 0)
let stepper16 = UIStepper()
let textview17 = UITextView()
let progressview18 = UIProgressView()
let stepper19 = UIStepper()
let stepper20 = UIStepper()
var body: Layout {
  HStack(alignment: .custom, spacing: 16) {
    Grid(alignment: .bottomLeading, horizontalSpacing: 8, verticalSpacing: 4) {
      GridRow {
        Spacer()
        VStack(alignment: .trailing, spacing: 0) {
          HFlow(itemAlignment: .bottom, lineAlignment: .leading, itemSpacing: 0, lineSpacing: 4) {
            HStack(alignment: .center, spacing: 8) {
              button1
                .frame(width: 200, alignment: .trailing)
              view2
              slider3
              Spacer(minLength: 8)
            }
              .alignmentGuide(VerticalAlignment.center) { d in d[.top] + 2 }
          }
            .frame(maxWidth: .infinity, minHeight: 20, alignment: .bottomLeading)
          stepper4
        }
          .padding(8)
        textfield5
          .expand(by: CGSize(width: -10, height: 8))
      }
      GridRow(alignment: .top) {
        ZStack(alignment: .trailing) {
          label6
          label7
          HStack(alignment: .bottom, spacing: 10.5) {
            Spacer()
            progressview8
          }
            .alignmentGuide(.top) { d in d.height }
            .frame(width: 50, height: 44)
          HStack(alignment: .custom, spacing: 10.5) {
            HStack(alignment: .bottom, spacing: 10.5) {
              label9
              slider10
            }
          }
            .background {
              layer11
                .frame(width: 24, height: 10)
            }
        }
        label12
          .background(alignment: .topLeading) {
            layer13
          }
        label14
      }
      GridRow(alignment: .center) {
        viewsized15
          .offset(x: 5, y: 8)
        stepper16
        textview17
      }
    }
    progressview18
    stepper19
      .layoutDirection(.rightToLeft)
    stepper20
      .layoutDirection(.rightToLeft)
  }
}
