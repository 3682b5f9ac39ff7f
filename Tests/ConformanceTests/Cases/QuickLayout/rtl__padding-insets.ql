// rtl/padding-insets: padding(EdgeInsets) swaps leading/trailing in rtl; padding(ignoringLayoutDirection:) does not
canvas(width: 300, height: 100, mode: .fit, scale: 2, direction: .rightToLeft, alignment: .center)
let a = UIView(width: 20, height: 20)
let b = UIView(width: 20, height: 20)
var body: Layout {
  HStack(spacing: 0) {
    a
      .padding(EdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 5))
    b
      .padding(ignoringLayoutDirection: UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 5))
  }
}
