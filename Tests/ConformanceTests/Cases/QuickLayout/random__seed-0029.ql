// random/seed-0029: Random tree from generator seed 29 (Python random.Random; depth <= 5, at most 6 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 414, height: 200, mode: .fit, scale: 1, direction: .leftToRight, alignment: .topTrailing)
let viewsized1 = UIView(width: 64, height: 64)
let scrollview2 = UIScrollView()
let textview3 = UITextView()
var body: Layout {
  VStack(alignment: .center, spacing: 10.5) {
    viewsized1
      .padding(EdgeInsets(top: 5, leading: 0, bottom: 1, trailing: 0))
    scrollview2
      .alignmentGuide(.top) { d in d.height }
    textview3
      .offset(x: 12.5, y: 0)
  }
}
