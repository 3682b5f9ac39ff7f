// grid/two-rows-unbounded-vs0-hs0: mirrors GridLayoutServerSnapshotTests.testMultipleChildrenMultipleRowsUnbounded*
canvas(width: 300, height: 300, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIView()
let v2 = UIView()
let v3 = UIView()
let v4 = UIView()
let v5 = UIView()
let v6 = UIView()
var body: Layout {
  Grid(horizontalSpacing: 0, verticalSpacing: 0) {
    GridRow {
      v1
      v2
      v3
    }
    GridRow {
      v4
      v5
      v6
    }
  }
}
