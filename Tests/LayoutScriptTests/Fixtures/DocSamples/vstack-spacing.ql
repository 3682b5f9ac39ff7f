import "views.ql"

var body: Layout {
  VStack(spacing: 10) {
    label1
    label2
  }
}
