// fixed-size/multiline-horizontal: fixedSize(axis: .horizontal) on a wrapping label: no wrapping happens
canvas(width: 200, height: .infinity, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let a = UILabel(text: "Vestibulum sit amet magna erat. Nullam sed mi snatch sit amet", lines: 0)
let b = UILabel(text: "Vestibulum sit amet magna erat. Nullam sed mi snatch sit amet", lines: 0)
var body: Layout {
  VStack {
    a
      .fixedSize(axis: .horizontal)
    b
  }
}
