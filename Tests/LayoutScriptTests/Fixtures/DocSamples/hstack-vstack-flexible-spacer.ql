import "views.ql"

var body: Layout {
  VStack {
    view1
    Spacer()
    view2
  }
}
