import "views.ql"

var body: Layout {
  HStack {
    view1
    Spacer(8)
    view2
    Spacer(8)
    view3
  }
}
