import "views.ql"

var body: Layout {
  HStack {
    Spacer()
    view1
  }
}
