// Lesson: why a label is measured twice.
// Both labels are partial. The stack first measures each with the whole width (the
// pre-measure), then hands out equal shares from the smallest up. The long label wanted
// more than its share, so it is measured again with the share: a double measurement.
// Try `render double-measurement.ql` and look at the "measured" column.
canvas(width: 320, height: 200)

let long = UILabel(text: "Vestibulum sit amet magna erat. Nullam sed mi snatch sit amet", lines: 0)
let short = UILabel(text: "Short text here", lines: 0)

var body: Layout {
  HStack(spacing: 8) {
    long
    short
  }
}
