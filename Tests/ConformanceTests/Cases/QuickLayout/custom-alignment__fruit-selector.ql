// custom-alignment/fruit-selector: Showcase FruitSelectorView: arrow aligned with the selected label via a custom vertical alignment, list centred via a custom horizontal alignment used in a root centre guide
canvas(width: 375, height: 400, mode: .exact, scale: 2, direction: .leftToRight, alignment: .center)
struct ArrowAlignmentAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}
extension VerticalAlignment {
  static let arrowAlignment = VerticalAlignment(ArrowAlignmentAlignmentID.self)
}
struct ListAlignmentAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}
extension HorizontalAlignment {
  static let listAlignment = HorizontalAlignment(ListAlignmentAlignmentID.self)
}
let arrow = UIImageView(width: 24, height: 24)
let f1 = UILabel(text: "Mango", lines: 1, font: 22)
let f2 = UILabel(text: "Strawberries", lines: 1, font: 22)
let f3 = UILabel(text: "Pineapple", lines: 1, font: 22)
let f4 = UILabel(text: "Watermelon", lines: 1, font: 22)
let f5 = UILabel(text: "Orange", lines: 1, font: 22)
let f6 = UILabel(text: "Apple", lines: 1, font: 22)
let f7 = UILabel(text: "Blueberries", lines: 1, font: 22)
var body: Layout {
  HStack(alignment: .arrowAlignment, spacing: 10) {
    arrow
      .alignmentGuide(.arrowAlignment) { d in d[VerticalAlignment.center] }
    VStack(alignment: .leading, spacing: 8) {
      f1
      f2
        .alignmentGuide(.arrowAlignment) { d in d[VerticalAlignment.center] }
      f3
      f4
      f5
      f6
      f7
    }
      .alignmentGuide(.listAlignment) { d in d[HorizontalAlignment.center] }
  }
    .padding(16)
    .alignmentGuide(HorizontalAlignment.center) { d in d[.listAlignment] }
}
