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
        .gridCellAnchor(.bottomTrailing)
    }
  }
}
