// A custom alignment the docs declare in another snippet (facebook/QuickLayout, docs "Alignment guides"):
// here a placeholder alignment, centred by default, and the guides that set it.
var body: Layout {
  HStack(alignment: .badgeCenter, spacing: 12) {
    avatarImage
      .alignmentGuide(.badgeCenter) { d in d.height }
    VStack(alignment: .leading, spacing: 4) {
      nameLabel
      detailLabel
        .alignmentGuide(.badgeCenter) { d in d.height / 2 }
    }
  }
}
