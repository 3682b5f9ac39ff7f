// random/seed-0101: Random tree from generator seed 101 (Python random.Random; depth <= 5, at most 10 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 0, height: 100, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let label1 = UILabel(text: "dolore adipiscing a elit do et adipiscing eiusmod labore dolor sed", lines: 1, font: 14)
let imageview2 = UIImageView(width: 50, height: 40)
var body: Layout {
  VStack(alignment: .trailing, spacing: 0) {
    label1
      .alignmentGuide(.top) { d in -6 }
      .alignmentGuide(.top) { d in d.height }
    imageview2
      .aspectRatio(CGSize(width: 3, height: 9), contentMode: .fit)
      .frame(minWidth: 150, alignment: .topTrailing)
  }
}
