import "views.ql"

var body: Layout {
  HFlow(itemSpacing: 8) {
    icon
    label
    Button
  }
}
