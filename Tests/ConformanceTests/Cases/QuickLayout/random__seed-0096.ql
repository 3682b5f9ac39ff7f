// random/seed-0096: Random tree from generator seed 96 (Python random.Random; depth <= 5, at most 16 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 0, height: .infinity, mode: .fit, scale: 1, direction: .leftToRight, alignment: .center)
let label1 = UILabel(text: "lorem consectetur ut I eiusmod dolor sed eiusmod tempor sed amet dolore", lines: 1, font: 13)
let searchbar2 = UISearchBar()
let switch3 = UISwitch()
let imageview4 = UIImageView(width: 50, height: 80)
let layer5 = UIView()
let label6 = UILabel(text: "labore", lines: 0, font: 20)
let textfield7 = UITextField()
var body: Layout {
  VStack(alignment: .trailing, spacing: 0) {
    label1
    searchbar2
    Grid(alignment: .top, horizontalSpacing: 8, verticalSpacing: 4) {
      GridRow(alignment: .center) {
        switch3
      }
      GridRow {
        Spacer()
        HStack(alignment: .bottom, spacing: 8) {
          imageview4
            .background(alignment: .bottomTrailing) {
              layer5
            }
          HStack(alignment: .top, spacing: 0) {
            Spacer(8)
            label6
              .frame(width: 200, alignment: .center)
              .aspectRatio(CGSize(width: 3, height: 9))
            Spacer()
          }
            .alignmentGuide(.leading) { d in d.width / 2 }
          textfield7
        }
        Spacer()
      }
    }
      .padding(12.5)
    Spacer(12.5)
  }
}
