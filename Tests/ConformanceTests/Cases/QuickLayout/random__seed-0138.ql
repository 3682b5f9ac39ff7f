// random/seed-0138: Random tree from generator seed 138 (Python random.Random; depth <= 5, at most 24 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 0, height: 100, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let label1 = UILabel(text: "consectetur eiusmod adipiscing dolor et magna dolor amet", lines: 3, font: 14)
let label2 = UILabel(text: "incididunt ipsum I dolore lorem lorem supercalifragilistic dolore et elit", lines: 1, font: 12)
var body: Layout {
  HStack(alignment: .center, spacing: 10.5) {
    label1
      .frame(maxHeight: 80, alignment: .bottomTrailing)
    Spacer(minLength: 8)
    label2
  }
}
