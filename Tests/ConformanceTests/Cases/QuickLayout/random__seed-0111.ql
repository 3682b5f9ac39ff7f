// random/seed-0111: Random tree from generator seed 111 (Python random.Random; depth <= 5, at most 6 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 200, height: 480, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let progressview1 = UIProgressView()
let button2 = UIButton(title: "Cancel")
let activityindicatorview3 = UIActivityIndicatorView()
let stepper4 = UIStepper()
let label5 = UILabel(text: "magna incididunt aliqua supercalifragilistic aliqua et lorem aliqua a adipiscing", lines: 1, font: 13)
let viewsized6 = UIView(width: 8, height: 8)
let textview7 = UITextView()
let view8 = UIView()
let label9 = UILabel(text: "adipiscing", lines: 1)
let activityindicatorview10 = UIActivityIndicatorView()
let stepper11 = UIStepper()
var body: Layout {
  HFlow(itemAlignment: .center, lineAlignment: .center, itemSpacing: 4, lineSpacing: 8) {
    HStack(alignment: .top, spacing: 10.5) {
      VFlow(itemAlignment: .center, lineAlignment: .top, itemSpacing: 0, lineSpacing: 8) {
        progressview1
        VStack(alignment: .center, spacing: 0) {
          button2
          Spacer()
          VStack(alignment: .leading, spacing: 10.5) {
            activityindicatorview3
              .constrainedSize(maxWidth: 60)
            stepper4
            Spacer(12.5)
            label5
          }
          viewsized6
        }
        textview7
      }
        .frame(height: 44, alignment: .leading)
      view8
      label9
      activityindicatorview10
        .frame(minWidth: 60, maxWidth: .infinity, minHeight: 44, alignment: .trailing)
    }
    stepper11
  }
}
