// random/seed-0117: Random tree from generator seed 117 (Python random.Random; depth <= 5, at most 16 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 200, height: 200, mode: .exact, scale: 2, direction: .rightToLeft, alignment: .center)
let label1 = UILabel(text: "dolore aliqua eiusmod tempor labore I ipsum amet tempor ut dolor consectetur", lines: 0)
let label2 = UILabel(text: "I amet et magna labore incididunt elit consectetur eiusmod sit", lines: 2, font: 12)
var body: Layout {
  HStack(alignment: .top, spacing: 0) {
    label1
    label2
  }
}
