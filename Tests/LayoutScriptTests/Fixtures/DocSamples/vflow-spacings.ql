import "views.ql"

var body: Layout {
  HFlow(itemSpacing: 8, lineSpacing: 10) {
    icon
    label
    Button
  }
}
