import "views.ql"

var body: Layout {
  imageView
    .frame(width: 100, height: 100)
}
