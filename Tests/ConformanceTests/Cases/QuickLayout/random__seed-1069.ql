// random/seed-1069: Random tree from generator seed 1069 (Python random.Random; depth <= 5, at most 6 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 60, height: 100, mode: .fit, scale: 3, direction: .leftToRight, alignment: .top)
struct CustomAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] - 2 }
}
extension VerticalAlignment {
  static let custom = VerticalAlignment(CustomAlignmentID.self)
}
let searchbar1 = UISearchBar()
let progressview2 = UIProgressView()
let viewsized3 = UIView(width: 20, height: 64)
let label4 = UILabel(text: "dolore I labore dolore labore I consectetur", lines: 0, font: 17)
let activityindicatorview5 = UIActivityIndicatorView()
var body: Layout {
  Grid(alignment: .bottomLeading, horizontalSpacing: 0, verticalSpacing: 0) {
    GridRow {
      VStack(alignment: .center, spacing: 8) {
        Spacer()
      }
        .frame(width: 80, alignment: .bottom)
        .padding(12.5)
    }
    GridRow {
      Grid(alignment: .bottomLeading, horizontalSpacing: 4, verticalSpacing: 0) {
        GridRow {
          Spacer()
        }
      }
        .fixedSize(axis: .horizontal)
      searchbar1
    }
    GridRow(alignment: .center) {
      VStack(alignment: .trailing, spacing: 10.5) {
        progressview2
          .padding(EdgeInsets(top: 5, leading: 10, bottom: 6, trailing: 0))
        viewsized3
        Spacer()
        label4
          .layoutDirection(.rightToLeft)
      }
        .aspectRatio(CGSize(width: 3, height: 1))
      activityindicatorview5
        .padding(EdgeInsets(top: 0, leading: 3, bottom: 0, trailing: 7.5))
        .padding(2)
        .gridCellAnchor(.topLeading)
    }
  }
}
