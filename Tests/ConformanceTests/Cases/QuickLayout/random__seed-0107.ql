// random/seed-0107: Random tree from generator seed 107 (Python random.Random; depth <= 5, at most 16 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 414, height: .infinity, mode: .fit, scale: 3, direction: .leftToRight, alignment: .topTrailing)
let activityindicatorview1 = UIActivityIndicatorView()
let imageview2 = UIImageView(width: 24, height: 16)
let textview3 = UITextView()
let imageview4 = UIImageView(width: 120, height: 120)
let imageview5 = UIImageView(width: 120, height: 50)
let stepper6 = UIStepper()
let viewsized7 = UIView(width: 10, height: 100)
let imageview8 = UIImageView(width: 50, height: 24)
let view9 = UIView()
let label10 = UILabel(text: "elit incididunt amet eiusmod", lines: 1, font: 12)
let view11 = UIView()
let searchbar12 = UISearchBar()
let label13 = UILabel(text: "dolore ipsum amet incididunt eiusmod ut ut", lines: 0, font: 12)
let switch14 = UISwitch()
let imageview15 = UIImageView(width: 24, height: 24)
let searchbar16 = UISearchBar()
let layer17 = UILabel(text: "new", lines: 1)
let textfield18 = UITextField()
let button19 = UIButton(title: "Subscribe now", font: 17)
let imageview20 = UIImageView(width: 40, height: 80)
var body: Layout {
  HStack(alignment: .bottom, spacing: 0) {
    activityindicatorview1
    Grid(alignment: .trailing, horizontalSpacing: 0, verticalSpacing: 0) {
      GridRow(alignment: .top) {
        HStack(alignment: .top, spacing: 0) {
          HStack(alignment: .top, spacing: 16) {
            imageview2
            textview3
              .offset(x: 5, y: 0)
              .aspectRatio(CGSize(width: 16, height: 1), contentMode: .fill)
          }
            .frame(minWidth: 150, maxWidth: .infinity)
          Grid(alignment: .leading, horizontalSpacing: 0, verticalSpacing: 8) {
            GridRow {
              ZStack(alignment: .bottomLeading) {
                imageview4
                  .constrainedSize(maxWidth: 60, maxHeight: 30)
                imageview5
                stepper6
              }
            }
            GridRow(alignment: .bottom) {
              viewsized7
                .layoutDirection(.leftToRight)
                .layoutDirection(.leftToRight)
                .gridCellAnchor(UnitPoint(x: 1, y: 0.5))
            }
          }
            .frame(maxWidth: .infinity)
        }
          .frame(maxWidth: .infinity, maxHeight: 30, alignment: .top)
        Spacer()
      }
      GridRow(alignment: .top) {
        Grid(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 4) {
          GridRow(alignment: .top) {
            VStack(alignment: .center, spacing: 0) {
              imageview8
                .layoutPriority(-1)
              Spacer(4)
              view9
            }
            Spacer()
            label10
          }
          GridRow {
            VStack(alignment: .trailing, spacing: 0) {
              VStack(alignment: .leading, spacing: 8) {
                view11
                  .padding(2)
                Spacer(minLength: 8)
                searchbar12
                label13
              }
            }
              .offset(x: 0, y: 3)
            HStack(alignment: .top, spacing: 16) {
              Spacer()
              switch14
            }
              .padding(12.5)
              .aspectRatio(CGSize(width: 1, height: 2), contentMode: .fill)
          }
          GridRow(alignment: .bottom) {
            imageview15
              .layoutDirection(.rightToLeft)
            VStack(alignment: .leading, spacing: 16) {
              HStack(alignment: .bottom, spacing: 16) {
                searchbar16
                  .overlay(alignment: .bottomTrailing) {
                    layer17
                  }
                  .frame(width: 120, height: 60, alignment: .top)
                EmptyLayout()
              }
                .padding(16)
              textfield18
            }
          }
        }
      }
    }
      .frame(minWidth: 0, minHeight: 0, alignment: .topTrailing)
      .alignmentGuide(VerticalAlignment.center) { d in d[.top] + 2 }
    button19
    imageview20
  }
}
