import "views.ql"

var body: Layout {
  HStack {
    label1
      .frame(minWidth: 40, maxWidth: 80)
    label2
  }
}
