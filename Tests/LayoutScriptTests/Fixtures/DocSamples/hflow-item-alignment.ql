import "views.ql"

var body: Layout {
  HFlow(itemAlignment: .center) {
    icon
    label
    Button
  }
}
