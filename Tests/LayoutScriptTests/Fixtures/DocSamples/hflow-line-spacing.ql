import "views.ql"

var body: Layout {
  HFlow(lineSpacing: 8) {
    icon
    label
    Button
  }
}
