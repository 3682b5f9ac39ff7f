// random/seed-1167: Random tree from generator seed 1167 (Python random.Random; depth <= 5, at most 16 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 320, height: 480, mode: .exact, scale: 1, direction: .leftToRight, alignment: .bottom)
let view1 = UIView()
let view2 = UIView()
let searchbar3 = UISearchBar()
let label4 = UILabel(text: "I sit sit amet consectetur elit ut", lines: 0, font: 12)
let scrollview5 = UIScrollView()
let label6 = UILabel(text: "lorem et sit dolore I I adipiscing consectetur", lines: 0)
let viewsized7 = UIView(width: 20, height: 0)
let label8 = UILabel(text: "magna amet a incididunt labore consectetur dolore", lines: 2, font: 17)
let scrollview9 = UIScrollView()
let slider10 = UISlider()
let label11 = UILabel(text: "ipsum adipiscing", lines: 2, font: 12)
let view12 = UIView()
let label13 = UILabel(text: "dolor sit ut incididunt do magna", lines: 1)
let slider14 = UISlider()
let textfield15 = UITextField()
let view16 = UIView()
let button17 = UIButton(title: "Go")
let scrollview18 = UIScrollView()
let label19 = UILabel(text: "ut sed ut a sed et sed supercalifragilistic sit", lines: 1, font: 14)
var body: Layout {
  ZStack(alignment: .center) {
    view1
      .constrainedSize(maxHeight: 30)
      .frame(minWidth: 60, maxWidth: 100, minHeight: 20, maxHeight: 30, alignment: .bottom)
    HStack(alignment: .center, spacing: 10.5) {
      VStack(alignment: .trailing, spacing: 4) {
        VStack(alignment: .center, spacing: 10.5) {
          view2
        }
          .constrainedSize()
          .fixedSize(axis: .vertical)
        searchbar3
        VStack(alignment: .trailing, spacing: 0) {
          Grid(alignment: .topTrailing, horizontalSpacing: 0, verticalSpacing: 4) {
            GridRow(alignment: .bottom) {
              label4
                .frame(minHeight: 0, alignment: .topTrailing)
                .constrainedSize(maxWidth: 150, maxHeight: 30)
              scrollview5
                .padding(12.5)
                .layoutDirection(.leftToRight)
            }
          }
          Spacer()
          Spacer()
          VStack(alignment: .center, spacing: 0) {
            Spacer(8)
            Spacer(20)
          }
        }
          .alignmentGuide(.top) { d in -6 }
          .offset(x: 5, y: 3)
      }
        .offset(x: 0, y: -4)
      VStack(alignment: .center, spacing: 16) {
        Spacer(minLength: 8)
        HStack(alignment: .bottom, spacing: 8) {
          label6
            .frame(minWidth: 150, minHeight: 20)
            .padding(16)
          viewsized7
            .layoutPriority(-1)
          HStack(alignment: .center, spacing: 16) {
            label8
              .padding(4)
          }
          scrollview9
        }
        HStack(alignment: .bottom, spacing: 10.5) {
          slider10
          HStack(alignment: .bottom, spacing: 4) {
            label11
              .aspectRatio(CGSize(width: 3, height: 2), contentMode: .fill)
              .aspectRatio(CGSize(width: 16, height: 2), contentMode: .fill)
          }
        }
          .frame(width: 50, height: 44, alignment: .trailing)
        Grid(alignment: .topTrailing, horizontalSpacing: 0, verticalSpacing: 8) {
          GridRow(alignment: .bottom) {
            HStack(alignment: .center, spacing: 4) {
              view12
              label13
              slider14
                .alignmentGuide(.leading) { d in -10 }
            }
            VStack(alignment: .center, spacing: 0) {
              textfield15
            }
              .fixedSize()
          }
          GridRow(alignment: .center) {
            Spacer()
            view16
          }
          GridRow(alignment: .top) {
            button17
              .layoutPriority(1)
            scrollview18
              .gridColumnAlignment(.leading)
            label19
              .fixedSize(axis: .horizontal)
          }
        }
          .padding(16)
      }
    }
  }
}
