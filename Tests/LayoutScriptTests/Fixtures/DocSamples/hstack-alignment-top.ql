import "views.ql"

var body: Layout {
  HStack(alignment: .top) {
    view1
    view2
    view3
  }
}
