import "views.ql"

var body: Layout {
  HFlow {
    icon
    label
    Button
  }
}
