import "views.ql"

var body: Layout {
  HStack {
    profileImageView
      .resizable()
      .constrainedSize(maxWidth: 80, maxHeight: 80)
    label
  }
}
