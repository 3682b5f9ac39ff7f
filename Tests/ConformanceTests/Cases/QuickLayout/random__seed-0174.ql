// random/seed-0174: Random tree from generator seed 174 (Python random.Random; depth <= 5, at most 6 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 414, height: .infinity, mode: .fit, scale: 2, direction: .leftToRight, alignment: .bottom)
let button1 = UIButton(title: "Follow", font: 14)
let label2 = UILabel(text: "et tempor ipsum adipiscing labore ipsum ut ipsum I elit", lines: 1, font: 17)
let label3 = UILabel(text: "dolor eiusmod sed ut sit consectetur incididunt ipsum ut ut ipsum adipiscing", lines: 1)
let tableview4 = UITableView()
let scrollview5 = UIScrollView()
let viewsized6 = UIView(width: 64, height: 100)
var body: Layout {
  ZStack(alignment: .topTrailing) {
    HStack(alignment: .top, spacing: 10.5) {
      VStack(alignment: .trailing, spacing: 0) {
        VStack(alignment: .leading, spacing: 4) {
          Spacer(0)
          button1
            .constrainedSize(maxHeight: 30)
          EmptyLayout()
          label2
        }
      }
        .idealLayout()
    }
    Grid(alignment: .top, horizontalSpacing: 4, verticalSpacing: 8) {
      GridRow(alignment: .top) {
        label3
      }
    }
    HStack(alignment: .top, spacing: 0) {
      VStack(alignment: .center, spacing: 8) {
        tableview4
        Spacer(4)
      }
        .offset(x: 5, y: 3)
      scrollview5
        .padding(EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 4))
      Spacer()
    }
      .layoutDirection(.leftToRight)
      .frame(minHeight: 44, alignment: .bottomTrailing)
    viewsized6
      .frame(minWidth: 150, maxWidth: 250, minHeight: 20, maxHeight: .infinity)
  }
}
