// random/seed-1128: Random tree from generator seed 1128 (Python random.Random; depth <= 5, at most 16 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: .infinity, height: 200, mode: .fit, scale: 3, direction: .rightToLeft, alignment: .topTrailing)
let viewsized1 = UIView(width: 40, height: 0)
let view2 = UIView()
var body: Layout {
  HStack(alignment: .top, spacing: 0) {
    Spacer(0)
    VStack(alignment: .trailing, spacing: 4) {
      EmptyLayout()
      viewsized1
      Spacer(20)
    }
      .alignmentGuide(VerticalAlignment.center) { d in d[.top] + 2 }
      .layoutDirection(.leftToRight)
    EmptyLayout()
    view2
      .frame(width: 30, alignment: .leading)
      .frame(height: 100, alignment: .bottomTrailing)
  }
}
