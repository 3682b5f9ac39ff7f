import "views.ql"

var body: Layout {
  VFlow {
    icon
    label
    Button
  }
}
