import "views.ql"

var body: Layout {
  Grid {
    GridRow {
      view1
      view2
    }
    GridRow {
      view3
      view4
        .gridCellAnchor(UnitPoint(x: 0.5, y: 1.0))
    }
  }
}
