// grid/cell-anchor-bottom: mirrors GridLayoutServerSnapshotTests.testGridCellAnchor*
canvas(width: 300, height: 300, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIView()
let v2 = UIView()
let v3 = UIView()
let v4 = UIView()
var body: Layout {
  Grid {
    GridRow {
      v1
        .frame(width: 100, height: 100)
      v2
        .frame(width: 100, height: 100)
    }
    GridRow {
      v3
        .frame(width: 100, height: 100)
      v4
        .frame(width: 50, height: 50)
        .gridCellAnchor(.bottom)
    }
  }
}
