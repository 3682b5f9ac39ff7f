import "views.ql"

var body: Layout {
  Grid(verticalSpacing: 8) {
    GridRow {
      view1
      view2
      view3
    }
    GridRow {
      view4
      view5
      view6
    }
  }
}
