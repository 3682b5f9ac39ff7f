// priority/negative-priority: A negative priority label is measured after the flexible view took its share
canvas(width: 250, height: 40, mode: .exact, scale: 2, direction: .leftToRight, alignment: .center)
let a = UILabel(text: "Low priority label", lines: 1)
let v = UIView()
let b = UILabel(text: "Normal", lines: 1)
var body: Layout {
  HStack(spacing: 4) {
    a
      .layoutPriority(-1)
    v
    b
  }
}
