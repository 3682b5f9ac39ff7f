// random/seed-0171: Random tree from generator seed 171 (Python random.Random; depth <= 5, at most 24 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 120, height: 40, mode: .fit, scale: 2, direction: .leftToRight, alignment: .trailing)
let stepper1 = UIStepper()
let view2 = UIView()
let textfield3 = UITextField()
let button4 = UIButton(title: "Follow")
let view5 = UIView()
let searchbar6 = UISearchBar()
let tableview7 = UITableView()
let label8 = UILabel(text: "adipiscing tempor supercalifragilistic dolor", lines: 0, font: 13)
let tableview9 = UITableView()
let button10 = UIButton(title: "Follow", font: 14)
let slider11 = UISlider()
let layer12 = UIView()
let view13 = UIView()
var body: Layout {
  ZStack(alignment: .top) {
    stepper1
    VStack(alignment: .leading, spacing: 0) {
      view2
      HStack(alignment: .top, spacing: 8) {
        Spacer(8)
        Spacer()
      }
      VStack(alignment: .trailing, spacing: 0) {
        EmptyLayout()
        EmptyLayout()
        Grid(alignment: .leading, horizontalSpacing: 0, verticalSpacing: 8) {
          GridRow(alignment: .center) {
            Spacer()
            HFlow(itemAlignment: .center, lineAlignment: .trailing, itemSpacing: 4, lineSpacing: 8) {
              textfield3
              button4
              view5
              searchbar6
            }
              .gridCellAnchor(.leading)
          }
        }
        HStack(alignment: .bottom, spacing: 0) {
          Spacer(12.5)
          EmptyLayout()
          Spacer(minLength: 16)
          VStack(alignment: .trailing, spacing: 10.5) {
            tableview7
            EmptyLayout()
          }
        }
      }
        .layoutDirection(.leftToRight)
        .frame(width: 64, alignment: .trailing)
    }
    VStack(alignment: .trailing, spacing: 8) {
      HStack(alignment: .bottom, spacing: 0) {
        label8
          .padding(12.5)
      }
      tableview9
      HStack(alignment: .center, spacing: 0) {
        HStack(alignment: .center, spacing: 16) {
          VStack(alignment: .leading, spacing: 8) {
            button10
              .frame(width: 200, alignment: .topTrailing)
            Spacer(8)
          }
        }
        Spacer(minLength: 8)
        slider11
          .overlay(alignment: .topLeading) {
            layer12
              .frame(width: 10, height: 24)
          }
          .frame(maxWidth: .infinity)
        EmptyLayout()
      }
        .constrainedSize(maxWidth: 60, maxHeight: 30)
        .frame(minWidth: 60, minHeight: 20, alignment: .center)
      Spacer(minLength: 4)
    }
      .offset(x: 12.5, y: 3)
    view13
      .padding([.trailing, .bottom], 4)
  }
}
