// random/seed-0158: Random tree from generator seed 158 (Python random.Random; depth <= 5, at most 10 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: .infinity, height: .infinity, mode: .fit, scale: 1, direction: .leftToRight, alignment: .top)
let textview1 = UITextView()
let label2 = UILabel(text: "magna", lines: 0, font: 12)
let layer3 = UILabel(text: "!", lines: 1)
var body: Layout {
  VStack(alignment: .leading, spacing: 8) {
    textview1
    label2
      .background(alignment: .bottomLeading) {
        layer3
      }
  }
}
