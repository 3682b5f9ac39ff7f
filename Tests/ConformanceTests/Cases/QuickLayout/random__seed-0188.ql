// random/seed-0188: Random tree from generator seed 188 (Python random.Random; depth <= 5, at most 16 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 375, height: 667, mode: .exact, scale: 2, direction: .leftToRight, alignment: .center)
let label1 = UILabel(text: "sed incididunt sed tempor do sed sit sit lorem dolore et et", lines: 0, font: 12)
let layer2 = UIView()
let stepper3 = UIStepper()
var body: Layout {
  ZStack(alignment: .center) {
    label1
      .background(alignment: .bottomTrailing) {
        layer2
      }
      .padding(16)
    stepper3
      .constrainedSize(maxHeight: 90)
      .alignmentGuide(VerticalAlignment.center) { d in d[.top] + 2 }
  }
}
