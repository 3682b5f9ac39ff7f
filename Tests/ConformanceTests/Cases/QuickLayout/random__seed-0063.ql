// random/seed-0063: Random tree from generator seed 63 (Python random.Random; depth <= 5, at most 16 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 320, height: 0, mode: .fit, scale: 3, direction: .leftToRight, alignment: .bottomTrailing)
let layer1 = UIView()
let label2 = UILabel(text: "lorem incididunt labore ipsum tempor ipsum tempor ipsum tempor ut", lines: 1)
let scrollview3 = UIScrollView()
let view4 = UIView()
let viewsized5 = UIView(width: 100, height: 8)
let viewsized6 = UIView(width: 10, height: 10)
let button7 = UIButton(title: "Follow", font: 14)
let button8 = UIButton(title: "Follow")
let viewsized9 = UIView(width: 20, height: 10)
let label10 = UILabel(text: "sit elit ut ipsum sed tempor labore eiusmod dolore incididunt a I", lines: 1, font: 17)
let progressview11 = UIProgressView()
let button12 = UIButton(title: "Follow")
let scrollview13 = UIScrollView()
let viewsized14 = UIView(width: 8, height: 64)
let label15 = UILabel(text: "do et", lines: 0, font: 13)
let label16 = UILabel(text: "labore a et", lines: 1, font: 13)
let stepper17 = UIStepper()
let viewsized18 = UIView(width: 40, height: 64)
var body: Layout {
  VStack(alignment: .leading, spacing: 8) {
    VStack(alignment: .leading, spacing: 16) {
      Spacer()
    }
      .alignmentGuide(.leading) { d in -10 }
      .background {
        layer1
          .frame(width: 10, height: 24)
      }
    ZStack(alignment: .leading) {
      VStack(alignment: .trailing, spacing: 8) {
        HStack(alignment: .center, spacing: 0) {
          label2
          HStack(alignment: .top, spacing: 10.5) {
            scrollview3
            view4
            viewsized5
            viewsized6
              .layoutPriority(-1)
              .aspectRatio(CGSize(width: 16, height: 2), contentMode: .fill)
          }
          Spacer(minLength: 4)
        }
        HStack(alignment: .bottom, spacing: 10.5) {
          button7
            .frame(maxHeight: 30, alignment: .trailing)
          button8
          VStack(alignment: .center, spacing: 10.5) {
            viewsized9
            label10
          }
            .frame(minWidth: 20, maxWidth: 40, minHeight: 20, alignment: .topTrailing)
          ZStack(alignment: .bottom) {
            progressview11
            button12
              .padding(8)
            scrollview13
            viewsized14
          }
        }
        HFlow(itemAlignment: .bottom, lineAlignment: .trailing, itemSpacing: 4, lineSpacing: 8) {
          label15
          VStack(alignment: .center, spacing: 16) {
            label16
            stepper17
              .frame(maxHeight: 80, alignment: .center)
              .frame(minWidth: 20, maxHeight: .infinity, alignment: .leading)
            viewsized18
          }
            .fixedSize(axis: .vertical)
        }
      }
        .layoutPriority(-1)
      EmptyLayout()
    }
    EmptyLayout()
  }
}
