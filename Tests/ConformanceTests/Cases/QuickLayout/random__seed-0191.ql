// random/seed-0191: Random tree from generator seed 191 (Python random.Random; depth <= 5, at most 16 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 320, height: 40, mode: .fit, scale: 2, direction: .leftToRight, alignment: .bottomLeading)
let viewsized1 = UIView(width: 64, height: 40)
let label2 = UILabel(text: "supercalifragilistic dolor lorem supercalifragilistic sed", lines: 3, font: 12)
let activityindicatorview3 = UIActivityIndicatorView()
var body: Layout {
  ZStack(alignment: .leading) {
    VStack(alignment: .leading, spacing: 4) {
      viewsized1
        .padding(8)
        .fixedSize(axis: .horizontal)
    }
      .frame(maxWidth: .infinity, alignment: .top)
    VStack(alignment: .leading, spacing: 0) {
      HStack(alignment: .top, spacing: 4) {
        Spacer()
        label2
      }
      activityindicatorview3
        .constrainedSize(maxWidth: 300, maxHeight: 90)
    }
  }
}
