// random/seed-0186: Random tree from generator seed 186 (Python random.Random; depth <= 5, at most 6 leaves before modifier layers; stacks, flows, grids, spacers, modifiers and all leaf kinds mixed)
canvas(width: 200, height: .infinity, mode: .fit, scale: 1, direction: .leftToRight, alignment: .center)
struct CustomAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height * 0.75 }
}
extension VerticalAlignment {
  static let custom = VerticalAlignment(CustomAlignmentID.self)
}
let label1 = UILabel(text: "eiusmod magna sit labore", lines: 0, font: 12)
let label2 = UILabel(text: "dolore I", lines: 1, font: 14)
let activityindicatorview3 = UIActivityIndicatorView()
let textview4 = UITextView()
let viewsized5 = UIView(width: 8, height: 0)
let label6 = UILabel(text: "a et sed dolore", lines: 0, font: 14)
let switch7 = UISwitch()
let viewsized8 = UIView(width: 150, height: 20)
let searchbar9 = UISearchBar()
let viewsized10 = UIView(width: 150, height: 64)
var body: Layout {
  HStack(alignment: .custom, spacing: 8) {
    label1
    VStack(alignment: .leading, spacing: 8) {
      label2
      activityindicatorview3
      textview4
    }
    VStack(alignment: .leading, spacing: 0) {
      VStack(alignment: .leading, spacing: 0) {
        HStack(alignment: .custom, spacing: 0) {
          Spacer()
          HStack(alignment: .top, spacing: 0) {
            viewsized5
          }
            .aspectRatio(CGSize(width: 16, height: 1), contentMode: .fill)
            .aspectRatio(CGSize(width: 1, height: 1))
        }
          .padding(2)
      }
      ZStack(alignment: .bottom) {
        label6
        switch7
      }
      viewsized8
        .aspectRatio(CGSize(width: 1, height: 1), contentMode: .fit)
        .layoutDirection(.rightToLeft)
      searchbar9
    }
      .frame(height: 60)
      .fixedSize(axis: .horizontal)
    viewsized10
  }
}
