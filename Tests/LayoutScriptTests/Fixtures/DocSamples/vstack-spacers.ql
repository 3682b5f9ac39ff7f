import "views.ql"

var body: Layout {
  VStack {
    Spacer()
    label1
    Spacer(10)
    label2
    Spacer()
  }
}
