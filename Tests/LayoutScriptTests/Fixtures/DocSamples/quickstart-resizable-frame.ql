import "views.ql"

var body: Layout {
  imageView
    .resizable()
    .frame(width: 100, height: 100)
}
