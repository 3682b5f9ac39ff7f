import "views.ql"

var body: Layout {
  VStack(alignment: .leading, spacing: 4) {
    label1
    label2
  }
}
