import "views.ql"

var body: Layout {
  HStack {
    view1
    Spacer()
    view2
  }
}
