// fixed-size/flexible-view-sanitized: fixedSize() on a fully flexible UIView proposes infinity, which QuickLayout sanitizes to 10x10
canvas(width: 200, height: 100, mode: .exact, scale: 2, direction: .leftToRight, alignment: .center)
let v = UIView()
let l = UILabel(text: "Label", lines: 1)
var body: Layout {
  HStack {
    v
      .fixedSize()
    l
  }
}
