import "views.ql"

var body: Layout {
  HStack(spacing: 8) {
    view1
    view2
    view3
  }
}
