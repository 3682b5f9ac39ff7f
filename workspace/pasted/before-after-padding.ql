// The docs' before/after pairs (facebook/QuickLayout, docs "padding"): each layout its own picture.
// Before: the label touches the edges
HStack {
  messageLabel
}
// After: padding keeps it off them
HStack {
  messageLabel
    .padding(12)
}
