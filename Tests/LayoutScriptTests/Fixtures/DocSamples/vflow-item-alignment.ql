import "views.ql"

var body: Layout {
  VFlow(itemAlignment: .leading) {
    icon
    label
    Button
  }
}
