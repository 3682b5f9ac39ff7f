// grid/unbounded-priority-v1-v2-higher: mirrors GridLayoutServerSnapshotTests.testUnboundedViewsLayoutPriority*
canvas(width: 300, height: 300, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIView()
let v2 = UIView()
let v3 = UIView()
var body: Layout {
  Grid {
    GridRow {
      v1
        .layoutPriority(1)
      v2
        .layoutPriority(1)
      v3
        .layoutPriority(0)
    }
  }
}
