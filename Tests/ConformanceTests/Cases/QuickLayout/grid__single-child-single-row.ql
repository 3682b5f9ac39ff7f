// grid/single-child-single-row: mirrors GridLayoutServerSnapshotTests.testSingleChildSingleRow
canvas(width: 300, height: 300, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v = UIView()
var body: Layout {
  Grid {
    GridRow {
      v
        .frame(width: 100, height: 100)
    }
  }
}
