import "views.ql"

var body: Layout {
  ZStack(alignment: .topLeading) {
    view1
    view2
    view3
  }
}
