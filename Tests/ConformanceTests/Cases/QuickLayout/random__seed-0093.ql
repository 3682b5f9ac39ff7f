// random/seed-0093: Random tree from generator seed 93 (Python random.Random; depth <= 5, at most 10 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 320, height: 100, mode: .fit, scale: 3, direction: .leftToRight, alignment: .bottomTrailing)
let label1 = UILabel(text: "dolor I adipiscing elit I et consectetur aliqua do a do", lines: 0, font: 14)
let label2 = UILabel(text: "supercalifragilistic dolor supercalifragilistic eiusmod adipiscing et ipsum magna tempor aliqua sed consectetur", lines: 0)
let label3 = UILabel(text: "dolore amet elit labore ipsum et ut", lines: 1)
let searchbar4 = UISearchBar()
let label5 = UILabel(text: "eiusmod tempor sit ipsum sit a adipiscing dolore eiusmod adipiscing aliqua", lines: 1, font: 14)
let tableview6 = UITableView()
let viewsized7 = UIView(width: 150, height: 10)
let activityindicatorview8 = UIActivityIndicatorView()
let view9 = UIView()
let imageview10 = UIImageView(width: 80, height: 80)
let label11 = UILabel(text: "I sit ipsum et", lines: 0, font: 13)
let stepper12 = UIStepper()
let textview13 = UITextView()
let viewsized14 = UIView(width: 150, height: 8)
var body: Layout {
  Grid(alignment: .topTrailing, horizontalSpacing: 4, verticalSpacing: 8) {
    GridRow {
      HStack(alignment: .top, spacing: 10.5) {
        VStack(alignment: .center, spacing: 0) {
          label1
        }
          .frame(width: 64, alignment: .topLeading)
        EmptyLayout()
      }
      ZStack(alignment: .topLeading) {
        VStack(alignment: .leading, spacing: 0) {
          HStack(alignment: .center, spacing: 0) {
            VStack(alignment: .leading, spacing: 0) {
              Spacer(12.5)
            }
          }
          Grid(alignment: .leading, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow(alignment: .bottom) {
              label2
              VStack(alignment: .center, spacing: 0) {
                Spacer(8)
              }
                .padding(EdgeInsets(top: 5, leading: 10, bottom: 0, trailing: 4))
                .gridCellAnchor(.center)
              Spacer()
            }
            GridRow {
              VStack(alignment: .center, spacing: 0) {
                label3
                searchbar4
                Spacer(minLength: 4)
                label5
                  .frame(width: 50, height: 100, alignment: .topTrailing)
              }
              tableview6
                .constrainedSize(maxWidth: 300, maxHeight: 90)
                .padding(8)
              VStack(alignment: .trailing, spacing: 0) {
                viewsized7
                  .fixedSize()
              }
            }
          }
        }
      }
      HFlow(itemAlignment: .center, lineAlignment: .leading, itemSpacing: 4, lineSpacing: 4) {
        VStack(alignment: .leading, spacing: 4) {
          EmptyLayout()
          Spacer(0)
          HStack(alignment: .top, spacing: 0) {
            Spacer(4)
            Spacer(8)
            HStack(alignment: .top, spacing: 4) {
              activityindicatorview8
              view9
                .fixedSize()
            }
              .layoutPriority(5)
              .frame(maxWidth: 250, minHeight: 44, alignment: .leading)
            imageview10
          }
            .layoutPriority(2)
        }
        label11
        stepper12
        textview13
          .layoutDirection(.leftToRight)
          .padding(4)
      }
        .gridCellAnchor(UnitPoint(x: 0.25, y: 1))
    }
    GridRow {
      viewsized14
        .offset(x: 0, y: 3)
        .frame(minWidth: 20, maxWidth: 40, maxHeight: 30, alignment: .bottomLeading)
        .gridColumnAlignment(.trailing)
    }
  }
}
