// random/seed-0015: Random tree from generator seed 15 (Python random.Random; depth <= 5, at most 6 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 414, height: .infinity, mode: .fit, scale: 3, direction: .leftToRight, alignment: .center)
let view1 = UIView()
let searchbar2 = UISearchBar()
let tableview3 = UITableView()
let label4 = UILabel(text: "amet magna consectetur a", lines: 3, font: 13)
let button5 = UIButton(title: "Cancel", font: 14)
let slider6 = UISlider()
let tableview7 = UITableView()
let layer8 = UIView()
let button9 = UIButton(title: "OK", font: 17)
let layer10 = UIView()
let textview11 = UITextView()
let layer12 = UILabel(text: "!", lines: 1)
let switch13 = UISwitch()
let label14 = UILabel(text: "sit eiusmod eiusmod labore a magna", lines: 2)
let layer15 = UIView()
let slider16 = UISlider()
var body: Layout {
  Grid(alignment: .topTrailing, horizontalSpacing: 8, verticalSpacing: 8) {
    GridRow(alignment: .center) {
      view1
        .layoutDirection(.rightToLeft)
      HStack(alignment: .center, spacing: 0) {
        ZStack(alignment: .trailing) {
          VStack(alignment: .center, spacing: 8) {
            ZStack(alignment: .bottomLeading) {
              searchbar2
              tableview3
              label4
              button5
            }
              .layoutPriority(2)
            VStack(alignment: .center, spacing: 0) {
              slider6
                .layoutDirection(.leftToRight)
              tableview7
                .frame(width: 200, height: 60, alignment: .trailing)
                .overlay {
                  layer8
                }
            }
            button9
              .background(alignment: .leading) {
                layer10
                  .frame(width: 24, height: 10)
              }
            textview11
          }
            .aspectRatio(CGSize(width: 3, height: 9), contentMode: .fit)
            .background(alignment: .bottomTrailing) {
              layer12
            }
          switch13
            .frame(width: 80, height: 100, alignment: .center)
            .frame(width: 120, height: 44, alignment: .bottomLeading)
        }
          .frame(minWidth: 0, alignment: .topLeading)
        label14
        Spacer(minLength: 16)
      }
        .background(alignment: .bottom) {
          layer15
        }
      slider16
        .gridCellAnchor(.bottom)
    }
  }
}
