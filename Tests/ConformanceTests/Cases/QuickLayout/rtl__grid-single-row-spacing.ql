// rtl/grid-single-row-spacing: mirrors GridLayoutServerSnapshotTests.testMultipleChildrenSingleRowWithHorizontalSpacingRTL
canvas(width: 300, height: 300, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIView()
let v2 = UIView()
let v3 = UIView()
var body: Layout {
  Grid(horizontalSpacing: 10) {
    GridRow {
      v1
        .frame(width: 50, height: 50)
      v2
        .frame(width: 50, height: 50)
      v3
        .frame(width: 50, height: 50)
    }
  }
    .layoutDirection(.rightToLeft)
}
