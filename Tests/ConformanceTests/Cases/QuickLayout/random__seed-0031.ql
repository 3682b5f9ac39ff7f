// random/seed-0031: Random tree from generator seed 31 (Python random.Random; depth <= 5, at most 16 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 375, height: 40, mode: .fit, scale: 2, direction: .leftToRight, alignment: .bottomTrailing)
let textview1 = UITextView()
let viewsized2 = UIView(width: 20, height: 20)
let label3 = UILabel(text: "tempor amet adipiscing", lines: 1, font: 13)
let viewsized4 = UIView(width: 20, height: 100)
let searchbar5 = UISearchBar()
let viewsized6 = UIView(width: 20, height: 8)
let viewsized7 = UIView(width: 100, height: 0)
let label8 = UILabel(text: "sit aliqua a", lines: 1, font: 17)
var body: Layout {
  HStack(alignment: .top, spacing: 16) {
    Spacer()
    HStack(alignment: .bottom, spacing: 16) {
      VStack(alignment: .center, spacing: 0) {
        textview1
        viewsized2
        label3
        VStack(alignment: .leading, spacing: 10.5) {
          viewsized4
            .frame(minWidth: 150, maxWidth: 250, alignment: .topLeading)
          VStack(alignment: .center, spacing: 8) {
            Spacer()
            searchbar5
            viewsized6
          }
        }
      }
    }
      .frame(width: 50, height: 20, alignment: .top)
    viewsized7
    VStack(alignment: .center, spacing: 16) {
      HStack(alignment: .top, spacing: 0) {
        label8
      }
    }
      .layoutPriority(5)
      .frame(width: 120, height: 60, alignment: .leading)
  }
}
