// random/seed-2062: Random tree from generator seed 2062 (Python random.Random; depth <= 5, at most 24 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 375, height: 200, mode: .fit, scale: 1, direction: .leftToRight, alignment: .center)
let stepper1 = UIStepper()
let button2 = UIButton(title: "Follow", font: 14)
let slider3 = UISlider()
let slider4 = UISlider()
let label5 = UILabel(text: "aliqua incididunt supercalifragilistic lorem", lines: 1, font: 17)
let scrollview6 = UIScrollView()
let label7 = UILabel(text: "magna dolore ipsum ipsum a incididunt a dolor tempor lorem et", lines: 3)
let scrollview8 = UIScrollView()
let textfield9 = UITextField()
let imageview10 = UIImageView(width: 40, height: 40)
let label11 = UILabel(text: "do dolor aliqua elit elit aliqua", lines: 1, font: 13)
let label12 = UILabel(text: "adipiscing elit et supercalifragilistic magna aliqua", lines: 3)
let switch13 = UISwitch()
let imageview14 = UIImageView(width: 80, height: 16)
let label15 = UILabel(text: "dolore aliqua", lines: 1, font: 17)
let stepper16 = UIStepper()
var body: Layout {
  VFlow(itemAlignment: .trailing, lineAlignment: .bottom, itemSpacing: 8, lineSpacing: 0) {
    HStack(alignment: .bottom, spacing: 8) {
      stepper1
        .frame(width: 200, height: 60, alignment: .bottomLeading)
      button2
      Spacer(0)
    }
      .frame(width: 30, alignment: .bottomTrailing)
      .fixedSize()
    VStack(alignment: .leading, spacing: 0) {
      Spacer(8)
      HStack(alignment: .bottom, spacing: 0) {
        VStack(alignment: .trailing, spacing: 0) {
          slider3
          HFlow(itemAlignment: .bottom, lineAlignment: .leading, itemSpacing: 4, lineSpacing: 0) {
            slider4
              .padding(4)
            label5
              .offset(x: 5, y: 3)
          }
          ZStack(alignment: .topLeading) {
            scrollview6
            label7
            scrollview8
          }
            .layoutPriority(5)
            .layoutDirection(.rightToLeft)
        }
          .frame(width: 120, height: 44, alignment: .bottom)
        textfield9
        imageview10
        label11
          .frame(width: 120, alignment: .topLeading)
      }
        .frame(width: 80, height: 20, alignment: .top)
      HStack(alignment: .center, spacing: 10.5) {
        HStack(alignment: .center, spacing: 4) {
          HStack(alignment: .center, spacing: 0) {
            label12
              .padding(4)
              .aspectRatio(CGSize(width: 1, height: 9), contentMode: .fit)
          }
          VStack(alignment: .trailing, spacing: 8) {
            Spacer(minLength: 8)
            EmptyLayout()
          }
        }
          .padding(4)
          .fixedSize()
        switch13
        Spacer(4)
        VStack(alignment: .leading, spacing: 0) {
          VStack(alignment: .trailing, spacing: 8) {
            imageview14
            label15
            stepper16
              .frame(height: 20, alignment: .center)
          }
            .frame(width: 200, height: 60, alignment: .bottomLeading)
            .frame(width: 120, alignment: .bottomLeading)
        }
          .padding(4)
          .layoutPriority(5)
      }
    }
      .idealLayout()
      .aspectRatio(CGSize(width: 16, height: 1), contentMode: .fill)
  }
}
