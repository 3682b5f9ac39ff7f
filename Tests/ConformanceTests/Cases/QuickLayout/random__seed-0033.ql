// random/seed-0033: Random tree from generator seed 33 (Python random.Random; depth <= 5, at most 24 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 414, height: .infinity, mode: .fit, scale: 1, direction: .leftToRight, alignment: .center)
let textview1 = UITextView()
let label2 = UILabel(text: "tempor sit I eiusmod elit dolore sed eiusmod lorem tempor dolore supercalifragilistic", lines: 0, font: 17)
let label3 = UILabel(text: "sit eiusmod", lines: 1, font: 12)
let label4 = UILabel(text: "et", lines: 0)
let switch5 = UISwitch()
let textfield6 = UITextField()
let label7 = UILabel(text: "eiusmod eiusmod consectetur sit consectetur eiusmod a", lines: 0, font: 17)
let slider8 = UISlider()
let view9 = UIView()
let imageview10 = UIImageView(width: 16, height: 16)
let view11 = UIView()
let textview12 = UITextView()
let viewsized13 = UIView(width: 40, height: 40)
let label14 = UILabel(text: "dolor", lines: 1)
let label15 = UILabel(text: "lorem tempor dolor sit adipiscing I incididunt", lines: 0, font: 14)
let tableview16 = UITableView()
let imageview17 = UIImageView(width: 40, height: 120)
let searchbar18 = UISearchBar()
let button19 = UIButton(title: "Subscribe now", font: 14)
let stepper20 = UIStepper()
let activityindicatorview21 = UIActivityIndicatorView()
let button22 = UIButton(title: "Follow", font: 14)
let label23 = UILabel(text: "lorem ut eiusmod elit", lines: 2, font: 20)
let layer24 = UIView()
let label25 = UILabel(text: "dolore eiusmod eiusmod sit ut dolore supercalifragilistic", lines: 0, font: 13)
let viewsized26 = UIView(width: 10, height: 64)
var body: Layout {
  VStack(alignment: .leading, spacing: 16) {
    VFlow(itemAlignment: .leading, lineAlignment: .bottom, itemSpacing: 4, lineSpacing: 4) {
      VStack(alignment: .center, spacing: 10.5) {
        HStack(alignment: .bottom, spacing: 4) {
          textview1
          Spacer()
          label2
            .frame(width: 64, alignment: .center)
          label3
        }
          .frame(width: 200, height: 60, alignment: .bottomLeading)
      }
      label4
      HStack(alignment: .bottom, spacing: 8) {
        VFlow(itemAlignment: .trailing, lineAlignment: .bottom, itemSpacing: 8, lineSpacing: 0) {
          EmptyLayout()
          ZStack(alignment: .bottomTrailing) {
            switch5
            textfield6
            label7
              .expand(by: CGSize(width: 20, height: 8))
            slider8
          }
            .alignmentGuide(.leading) { d in -10 }
            .padding(16)
          view9
            .resizable()
          Grid(alignment: .bottom, horizontalSpacing: 4, verticalSpacing: 0) {
            GridRow(alignment: .center) {
              Spacer()
              imageview10
                .gridCellAnchor(.topLeading)
            }
            GridRow(alignment: .bottom) {
              view11
                .gridColumnAlignment(.trailing)
            }
            GridRow(alignment: .bottom) {
              textview12
              viewsized13
                .gridColumnAlignment(.center)
            }
          }
        }
        HStack(alignment: .center, spacing: 0) {
          label14
            .expand(by: CGSize(width: 8, height: 8))
          VStack(alignment: .trailing, spacing: 0) {
            label15
            Spacer()
            tableview16
          }
          ZStack(alignment: .trailing) {
            imageview17
            searchbar18
            button19
              .layoutPriority(2)
              .padding(12.5)
          }
          Spacer()
        }
          .padding([.trailing, .bottom], 4)
        stepper20
        Grid(alignment: .trailing, horizontalSpacing: 4, verticalSpacing: 8) {
          GridRow {
            activityindicatorview21
          }
          GridRow {
            button22
            HFlow(itemAlignment: .bottom, lineAlignment: .center, itemSpacing: 4, lineSpacing: 8) {
              label23
                .overlay(alignment: .topLeading) {
                  layer24
                }
                .fixedSize()
              EmptyLayout()
              label25
                .frame(height: 100)
            }
              .gridCellAnchor(.center)
          }
        }
          .frame(width: 30, height: 44, alignment: .top)
      }
    }
      .frame(minWidth: 0, maxWidth: 40, alignment: .center)
      .frame(width: 80, height: 20, alignment: .trailing)
    viewsized26
  }
}
