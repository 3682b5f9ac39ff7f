// An HFlow of undeclared views, the docs writing `Button` for a button (facebook/QuickLayout, docs "HFlow").
var body: Layout {
  HFlow(itemSpacing: 6, lineSpacing: 6) {
    tagIcon
    nameLabel
    Button
    statusText
  }
}
