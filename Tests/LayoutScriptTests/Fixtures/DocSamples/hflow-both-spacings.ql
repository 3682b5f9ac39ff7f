import "views.ql"

var body: Layout {
  HFlow(itemSpacing: 8, lineSpacing: 8) {
    icon
    label
    Button
  }
}
