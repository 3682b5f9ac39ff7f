// random/seed-1045: Random tree from generator seed 1045 (Python random.Random; depth <= 5, at most 6 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 120, height: 480, mode: .fit, scale: 3, direction: .leftToRight, alignment: .topLeading)
let viewsized1 = UIView(width: 40, height: 8)
let searchbar2 = UISearchBar()
let textview3 = UITextView()
let label4 = UILabel(text: "elit sit tempor ipsum I labore ut lorem magna I amet", lines: 1, font: 13)
let view5 = UIView()
let label6 = UILabel(text: "lorem labore a elit eiusmod", lines: 1)
let progressview7 = UIProgressView()
let view8 = UIView()
let textfield9 = UITextField()
let label10 = UILabel(text: "ut tempor sed dolor incididunt ipsum et incididunt adipiscing dolor magna", lines: 1, font: 13)
let viewsized11 = UIView(width: 20, height: 40)
var body: Layout {
  Grid(alignment: .topTrailing, horizontalSpacing: 0, verticalSpacing: 0) {
    GridRow {
      HFlow(itemAlignment: .center, lineAlignment: .leading, itemSpacing: 0, lineSpacing: 8) {
        VStack(alignment: .center, spacing: 0) {
          VStack(alignment: .trailing, spacing: 0) {
            Spacer(20)
            Spacer()
          }
          HStack(alignment: .center, spacing: 16) {
            HStack(alignment: .top, spacing: 4) {
              viewsized1
              Spacer(minLength: 16)
              searchbar2
            }
            HFlow(itemAlignment: .center, lineAlignment: .center, itemSpacing: 8, lineSpacing: 4) {
              textview3
              label4
                .padding(EdgeInsets(top: 5, leading: 10, bottom: 6, trailing: 0))
              view5
              label6
                .resizable()
            }
          }
          Spacer()
          Spacer()
        }
        progressview7
          .resizable(axis: .vertical)
          .padding(16)
        view8
        textfield9
          .constrainedSize(maxHeight: 90)
      }
    }
    GridRow(alignment: .bottom) {
      label10
      Spacer()
    }
    GridRow(alignment: .top) {
      viewsized11
        .gridCellAnchor(.trailing)
    }
  }
}
