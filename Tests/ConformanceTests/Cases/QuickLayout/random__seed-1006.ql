// random/seed-1006: Random tree from generator seed 1006 (Python random.Random; depth <= 5, at most 10 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 120, height: 200, mode: .exact, scale: 1, direction: .leftToRight, alignment: .center)
let label1 = UILabel(text: "ipsum do lorem ipsum sed", lines: 0, font: 13)
let label2 = UILabel(text: "lorem dolor dolore ipsum dolore et eiusmod aliqua tempor amet elit ipsum", lines: 0, font: 12)
let textview3 = UITextView()
let viewsized4 = UIView(width: 100, height: 0)
let view5 = UIView()
let button6 = UIButton(title: "OK", font: 14)
let layer7 = UIView()
let button8 = UIButton(title: "Go", font: 17)
let imageview9 = UIImageView(width: 40, height: 120)
let imageview10 = UIImageView(width: 16, height: 120)
let imageview11 = UIImageView(width: 80, height: 80)
let textview12 = UITextView()
var body: Layout {
  HStack(alignment: .top, spacing: 0) {
    Spacer(minLength: 8)
    VFlow(itemAlignment: .trailing, lineAlignment: .top, itemSpacing: 4, lineSpacing: 4) {
      label1
        .aspectRatio(CGSize(width: 1, height: 2), contentMode: .fit)
    }
      .alignmentGuide(.trailing) { d in d[.trailing] - 8 }
    VStack(alignment: .leading, spacing: 0) {
      Grid(alignment: .top, horizontalSpacing: 8, verticalSpacing: 8) {
        GridRow(alignment: .bottom) {
          label2
            .layoutPriority(5)
            .gridColumnAlignment(.center)
        }
        GridRow {
          textview3
          viewsized4
        }
      }
        .offset(x: -10, y: 3)
    }
    HStack(alignment: .bottom, spacing: 0) {
      HStack(alignment: .bottom, spacing: 16) {
        HStack(alignment: .center, spacing: 8) {
          VStack(alignment: .leading, spacing: 0) {
            Spacer(minLength: 8)
            view5
            button6
              .background(alignment: .trailing) {
                layer7
              }
              .frame(width: 50, height: 20, alignment: .bottom)
          }
          button8
          imageview9
          imageview10
        }
      }
      imageview11
      textview12
        .frame(minWidth: 20, alignment: .bottomTrailing)
    }
  }
}
