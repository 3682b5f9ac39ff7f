// random/seed-1116: Random tree from generator seed 1116 (Python random.Random; depth <= 5, at most 24 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 414, height: 480, mode: .fit, scale: 2, direction: .leftToRight, alignment: .bottomLeading)
struct CustomAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] - 2 }
}
extension VerticalAlignment {
  static let custom = VerticalAlignment(CustomAlignmentID.self)
}
let button1 = UIButton(title: "Subscribe now")
let activityindicatorview2 = UIActivityIndicatorView()
let stepper3 = UIStepper()
let label4 = UILabel(text: "I lorem a", lines: 0)
let layer5 = UIView()
let viewsized6 = UIView(width: 10, height: 10)
let progressview7 = UIProgressView()
let label8 = UILabel(text: "ut labore dolor I sed incididunt amet", lines: 1, font: 14)
let viewsized9 = UIView(width: 150, height: 64)
let view10 = UIView()
let label11 = UILabel(text: "ut do dolor sed incididunt aliqua dolore dolore et dolor", lines: 0, font: 20)
let label12 = UILabel(text: "amet ut incididunt adipiscing ipsum sed ipsum", lines: 1)
let stepper13 = UIStepper()
let textview14 = UITextView()
let label15 = UILabel(text: "do amet dolor adipiscing tempor", lines: 3)
let view16 = UIView()
let label17 = UILabel(text: "sed lorem tempor I eiusmod incididunt supercalifragilistic dolore amet", lines: 1, font: 13)
let button18 = UIButton(title: "Go")
let imageview19 = UIImageView(width: 16, height: 80)
let textfield20 = UITextField()
let textview21 = UITextView()
let view22 = UIView()
let label23 = UILabel(text: "ut ipsum I supercalifragilistic adipiscing dolor et I supercalifragilistic lorem eiusmod", lines: 1, font: 14)
let view24 = UIView()
let viewsized25 = UIView(width: 100, height: 100)
let label26 = UILabel(text: "ipsum lorem dolor elit a", lines: 1, font: 17)
let stepper27 = UIStepper()
let label28 = UILabel(text: "supercalifragilistic magna sit ut I et supercalifragilistic I labore", lines: 0)
var body: Layout {
  ZStack(alignment: .leading) {
    HStack(alignment: .center, spacing: 10.5) {
      Grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 8) {
        GridRow {
          HStack(alignment: .top, spacing: 4) {
            Spacer(minLength: 8)
            HFlow(itemAlignment: .center, lineAlignment: .center, itemSpacing: 4, lineSpacing: 8) {
              button1
            }
            VStack(alignment: .center, spacing: 10.5) {
              activityindicatorview2
              Spacer(minLength: 4)
              stepper3
            }
          }
          label4
            .background(alignment: .trailing) {
              layer5
                .frame(width: 24, height: 24)
            }
          Spacer()
        }
        GridRow {
          VStack(alignment: .leading, spacing: 0) {
            Grid(alignment: .bottomLeading, horizontalSpacing: 8, verticalSpacing: 8) {
              GridRow(alignment: .center) {
                viewsized6
                progressview7
              }
              GridRow(alignment: .center) {
                label8
                viewsized9
              }
            }
            view10
          }
            .layoutPriority(-1)
          HStack(alignment: .center, spacing: 16) {
            Grid(alignment: .top, horizontalSpacing: 8, verticalSpacing: 0) {
              GridRow(alignment: .center) {
                label11
                label12
                  .frame(width: 120, height: 100, alignment: .bottomLeading)
                  .frame(width: 120, height: 44, alignment: .topTrailing)
                Spacer()
              }
              GridRow(alignment: .bottom) {
                stepper13
                  .constrainedSize(maxWidth: 300, maxHeight: 90)
                  .layoutDirection(.rightToLeft)
              }
              GridRow {
                textview14
                label15
                  .padding(EdgeInsets(top: 5, leading: 10, bottom: 1, trailing: 4))
                  .gridCellAnchor(.bottom)
              }
            }
            VStack(alignment: .trailing, spacing: 16) {
              view16
              label17
              button18
                .aspectRatio(CGSize(width: 1, height: 9))
            }
          }
            .frame(minWidth: 150, minHeight: 0, alignment: .leading)
            .frame(maxWidth: 40, minHeight: 44, maxHeight: 30, alignment: .trailing)
          ZStack(alignment: .topTrailing) {
            imageview19
              .frame(maxWidth: 100, minHeight: 0, alignment: .trailing)
            HStack(alignment: .center, spacing: 4) {
              EmptyLayout()
            }
              .layoutPriority(-1)
          }
            .offset(x: -10, y: 3)
            .gridColumnAlignment(.leading)
        }
        GridRow(alignment: .bottom) {
          VStack(alignment: .center, spacing: 0) {
            Spacer(20)
            HStack(alignment: .top, spacing: 0) {
              textfield20
                .fixedSize()
                .alignmentGuide(.bottom) { d in d[.bottom] + 4 }
              textview21
            }
            view22
              .layoutDirection(.rightToLeft)
            label23
          }
            .gridCellAnchor(UnitPoint(x: 0.25, y: 0.5))
          view24
          viewsized25
            .gridColumnAlignment(.trailing)
        }
      }
      Spacer(12.5)
    }
    label26
    stepper27
      .layoutPriority(1)
    label28
      .frame(minWidth: 20, maxWidth: .infinity, minHeight: 44, alignment: .topTrailing)
  }
}
