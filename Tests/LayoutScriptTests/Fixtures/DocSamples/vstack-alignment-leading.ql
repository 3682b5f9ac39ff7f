import "views.ql"

var body: Layout {
  VStack(alignment: .leading) {
    view1
    view2
    view3
  }
}
