import "views.ql"

var body: Layout {
  VStack {
    // Limits width without adding invisible padding
    contentView
      .constrainedSize(maxWidth: 300)
  }
}
