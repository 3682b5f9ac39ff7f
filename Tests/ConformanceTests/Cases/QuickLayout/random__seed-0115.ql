// random/seed-0115: Random tree from generator seed 115 (Python random.Random; depth <= 5, at most 6 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 200, height: 200, mode: .exact, scale: 2, direction: .rightToLeft, alignment: .leading)
let view1 = UIView()
let label2 = UILabel(text: "eiusmod dolore sed magna magna I aliqua consectetur ipsum supercalifragilistic", lines: 1)
let switch3 = UISwitch()
let viewsized4 = UIView(width: 150, height: 40)
let label5 = UILabel(text: "dolore dolore eiusmod labore dolore", lines: 1, font: 14)
let switch6 = UISwitch()
let label7 = UILabel(text: "a dolore I adipiscing dolor do consectetur aliqua sit lorem", lines: 2)
let label8 = UILabel(text: "consectetur", lines: 3)
let scrollview9 = UIScrollView()
var body: Layout {
  HFlow(itemAlignment: .top, lineAlignment: .trailing, itemSpacing: 0, lineSpacing: 4) {
    VStack(alignment: .center, spacing: 8) {
      VStack(alignment: .trailing, spacing: 0) {
        Spacer()
        Grid(alignment: .topLeading, horizontalSpacing: 8, verticalSpacing: 0) {
          GridRow(alignment: .bottom) {
            view1
          }
        }
      }
      HStack(alignment: .center, spacing: 0) {
        HStack(alignment: .bottom, spacing: 0) {
          VStack(alignment: .center, spacing: 8) {
            label2
            Spacer()
            switch3
              .alignmentGuide(.bottom) { d in d[.bottom] + 4 }
          }
            .padding(16)
          viewsized4
          VStack(alignment: .center, spacing: 0) {
            label5
            Spacer()
            switch6
              .layoutDirection(.rightToLeft)
            Spacer(minLength: 8)
          }
          EmptyLayout()
        }
        label7
          .expand(by: CGSize(width: 8, height: 0))
          .frame(minWidth: 60, maxHeight: .infinity, alignment: .center)
        label8
      }
      scrollview9
    }
      .layoutPriority(-1)
      .frame(minWidth: 20, maxWidth: 100, minHeight: 44, maxHeight: 80, alignment: .trailing)
  }
}
