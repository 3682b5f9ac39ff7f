import "views.ql"

var body: Layout {
  HFlow(lineAlignment: .leading) {
    icon
    label
    Button
  }
}
