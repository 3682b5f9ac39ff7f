// A fragment as QuickLayout's README prints its stacks (facebook/QuickLayout, README "HStack"):
// the views come from the class around it, so they show as named placeholders.
var body: Layout {
  HStack(spacing: 8) {
    avatarImage
    titleLabel
    Spacer()
    followButton
  }
  .padding(.horizontal, 16)
}
