// random/seed-0030: Random tree from generator seed 30 (Python random.Random; depth <= 5, at most 24 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 375, height: 40, mode: .exact, scale: 3, direction: .leftToRight, alignment: .center)
let label1 = UILabel(text: "lorem dolore elit lorem dolor consectetur a dolore", lines: 0, font: 13)
let searchbar2 = UISearchBar()
let viewsized3 = UIView(width: 150, height: 40)
let button4 = UIButton(title: "Follow", font: 17)
let imageview5 = UIImageView(width: 120, height: 80)
let switch6 = UISwitch()
let layer7 = UIView()
var body: Layout {
  VStack(alignment: .center, spacing: 0) {
    Grid(alignment: .bottomTrailing, horizontalSpacing: 0, verticalSpacing: 8) {
      GridRow(alignment: .bottom) {
        label1
          .gridColumnAlignment(.leading)
        HStack(alignment: .center, spacing: 8) {
          HStack(alignment: .center, spacing: 16) {
            Spacer()
            searchbar2
              .alignmentGuide(HorizontalAlignment.center) { d in d.width / 3 }
            VStack(alignment: .center, spacing: 4) {
              viewsized3
              button4
                .constrainedSize(maxWidth: 60, maxHeight: 90)
                .frame(width: 50, height: 60, alignment: .topTrailing)
              imageview5
            }
          }
        }
          .fixedSize(axis: .vertical)
          .frame(maxWidth: 100, minHeight: 20, alignment: .bottomTrailing)
      }
    }
    Spacer(minLength: 8)
    switch6
      .background(alignment: .topTrailing) {
        layer7
          .frame(width: 24, height: 10)
      }
  }
}
