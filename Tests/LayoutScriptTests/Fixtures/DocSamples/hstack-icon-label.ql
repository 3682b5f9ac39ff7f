import "views.ql"

var body: Layout {
  HStack {
    icon
    label
    Spacer()
  }
}
