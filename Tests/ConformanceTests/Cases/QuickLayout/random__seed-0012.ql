// random/seed-0012: Random tree from generator seed 12 (Python random.Random; depth <= 5, at most 6 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 320, height: 200, mode: .exact, scale: 2, direction: .rightToLeft, alignment: .center)
let button1 = UIButton(title: "Follow", font: 14)
let layer2 = UILabel(text: "new", lines: 1)
var body: Layout {
  VStack(alignment: .trailing, spacing: 0) {
    Spacer()
    VStack(alignment: .trailing, spacing: 10.5) {
      button1
        .frame(width: 120, height: 20, alignment: .topLeading)
      HStack(alignment: .top, spacing: 0) {
        Spacer(minLength: 8)
        Spacer()
      }
    }
      .constrainedSize(maxHeight: 90)
      .overlay(alignment: .bottomTrailing) {
        layer2
      }
    EmptyLayout()
  }
}
