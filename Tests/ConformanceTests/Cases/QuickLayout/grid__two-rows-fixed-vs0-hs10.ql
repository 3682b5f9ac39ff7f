// grid/two-rows-fixed-vs0-hs10: mirrors GridLayoutServerSnapshotTests.testMultipleChildrenMultipleRows*
canvas(width: 300, height: 300, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIView()
let v2 = UIView()
let v3 = UIView()
let v4 = UIView()
let v5 = UIView()
let v6 = UIView()
var body: Layout {
  Grid(horizontalSpacing: 10, verticalSpacing: 0) {
    GridRow {
      v1
        .frame(width: 50, height: 50)
      v2
        .frame(width: 50, height: 50)
      v3
        .frame(width: 50, height: 50)
    }
    GridRow {
      v4
        .frame(width: 50, height: 50)
      v5
        .frame(width: 50, height: 50)
      v6
        .frame(width: 50, height: 50)
    }
  }
}
