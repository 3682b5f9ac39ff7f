// grid/unequal-column-counts: mirrors GridLayoutServerSnapshotTests.testNotEqualAmountOfColumns
canvas(width: 300, height: 300, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIView()
let v2 = UIView()
let v3 = UIView()
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
    }
  }
}
