// grid/column-alignment-leading: mirrors GridLayoutServerSnapshotTests.testGridColumnAlignment*
canvas(width: 300, height: 300, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIView()
let v2 = UIView()
let v3 = UIView()
var body: Layout {
  Grid {
    GridRow {
      v1
        .frame(width: 100, height: 100)
        .gridColumnAlignment(.leading)
    }
    GridRow {
      v2
        .frame(width: 75, height: 75)
    }
    GridRow {
      v3
        .frame(width: 50, height: 50)
    }
  }
}
