import "views.ql"

var body: Layout {
  HFlow(lineAlignment: .center) {
    icon
    label
    Button
  }
}
