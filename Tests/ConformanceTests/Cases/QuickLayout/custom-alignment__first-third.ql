// custom-alignment/first-third: Three VStacks of three flexible views (heights 140/250/180) aligned by a custom first-third alignment; mirrors CustomAlignmentServerSnaspshotTests.testFirstThirdAlignment
canvas(width: 300, height: 300, mode: .exact, scale: 2, direction: .leftToRight, alignment: .center)
struct FirstThirdAlignmentID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}
extension VerticalAlignment {
  static let firstThird = VerticalAlignment(FirstThirdAlignmentID.self)
}
let c1 = UIView()
let c2 = UIView()
let c3 = UIView()
let c4 = UIView()
let c5 = UIView()
let c6 = UIView()
let c7 = UIView()
let c8 = UIView()
let c9 = UIView()
var body: Layout {
  HStack(alignment: .firstThird, spacing: 2) {
    VStack(spacing: 2) {
      c1
      c2
      c3
    }
      .frame(height: 140)
    VStack(spacing: 2) {
      c4
      c5
      c6
    }
      .frame(height: 250)
    VStack(spacing: 2) {
      c7
      c8
      c9
    }
      .frame(height: 180)
  }
    .padding(20)
}
