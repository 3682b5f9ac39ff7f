// random/seed-0014: Random tree from generator seed 14 (Python random.Random; depth <= 5, at most 10 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 120, height: 480, mode: .fit, scale: 3, direction: .rightToLeft, alignment: .center)
let label1 = UILabel(text: "elit eiusmod tempor sed tempor", lines: 3, font: 20)
let label2 = UILabel(text: "et dolore supercalifragilistic adipiscing sed labore a adipiscing et do dolore sed", lines: 1, font: 12)
var body: Layout {
  HStack(alignment: .bottom, spacing: 8) {
    VStack(alignment: .trailing, spacing: 4) {
      label1
      Spacer(8)
      Spacer(0)
    }
      .frame(width: 80, height: 60, alignment: .bottomTrailing)
    VStack(alignment: .leading, spacing: 4) {
      label2
    }
      .padding([.trailing, .bottom], 4)
  }
}
