// random/seed-1068: Random tree from generator seed 1068 (Python random.Random; depth <= 5, at most 24 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 60, height: 480, mode: .fit, scale: 3, direction: .rightToLeft, alignment: .leading)
let textview1 = UITextView()
let textfield2 = UITextField()
var body: Layout {
  VStack(alignment: .center, spacing: 16) {
    VStack(alignment: .center, spacing: 0) {
      textview1
        .alignmentGuide(.leading) { d in -10 }
    }
    textfield2
  }
}
