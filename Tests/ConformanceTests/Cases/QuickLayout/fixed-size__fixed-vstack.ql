// fixed-size/fixed-vstack: fixedSize() on a VStack of labels: the VStack is proposed infinity
canvas(width: 100, height: 100, mode: .exact, scale: 2, direction: .leftToRight, alignment: .center)
let a = UILabel(text: "One two three", lines: 1)
let b = UILabel(text: "Four", lines: 1)
let fill = UIView()
var body: Layout {
  HStack {
    VStack {
      a
      b
    }
      .fixedSize()
    fill
  }
}
