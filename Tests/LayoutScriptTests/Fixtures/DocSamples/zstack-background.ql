import "views.ql"

var body: Layout {
  ZStack {
    background
    label
  }
}
