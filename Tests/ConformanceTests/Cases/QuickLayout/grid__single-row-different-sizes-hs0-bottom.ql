// grid/single-row-different-sizes-hs0-bottom: mirrors GridLayoutServerSnapshotTests.testMultipleChildrenSingleRowDifferentSizes*
canvas(width: 300, height: 300, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIView()
let v2 = UIView()
let v3 = UIView()
var body: Layout {
  Grid(horizontalSpacing: 0) {
    GridRow(alignment: .bottom) {
      v1
        .frame(width: 50, height: 50)
      v2
        .frame(width: 100, height: 100)
      v3
        .frame(width: 50, height: 50)
    }
  }
}
