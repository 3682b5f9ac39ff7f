import "views.ql"

var body: Layout {
  VStack {
    view1
    view2
    view3
  }
}
