import "views.ql"

var body: Layout {
  Grid {
    GridRow {
      view1
        .gridColumnAlignment(.leading)
      view2
    }
    GridRow {
      view3
      view4
    }
  }
}
