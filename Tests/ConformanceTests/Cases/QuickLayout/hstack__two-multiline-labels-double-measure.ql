// hstack/two-multiline-labels-double-measure: Two multi-line labels share the width; the longer one is pre-measured at full width then re-measured at its share (double measurement)
canvas(width: 320, height: 480, mode: .exact, scale: 2, direction: .leftToRight, alignment: .center)
let a = UILabel(text: "Vestibulum sit amet magna erat. Nullam sed mi snatch sit amet", lines: 0)
let b = UILabel(text: "Short text here", lines: 0)
var body: Layout {
  HStack(spacing: 8) {
    a
    b
  }
}
