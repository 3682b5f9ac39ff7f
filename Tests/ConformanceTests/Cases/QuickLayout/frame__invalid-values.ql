// frame/invalid-values: NaN, infinite and negative frame values are ignored or clamped; mirrors QuicklyInvalidSizesServerSnapshotTests.testFrame
canvas(width: 100, height: 100, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v0 = UIView()
let v1 = UIView()
let v2 = UIView()
let v4 = UIView()
let v5 = UIView()
var body: Layout {
  VStack {
    v0
      .frame(width: 10, height: CGFloat.nan)
    v1
      .frame(width: CGFloat.nan, height: 10)
    v2
      .frame(width: .infinity, height: 10)
    v4
      .frame(width: -10, height: 10)
    v5
      .frame(width: 10, height: -10)
  }
}
