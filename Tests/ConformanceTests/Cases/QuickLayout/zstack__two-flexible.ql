// zstack/two-flexible: Two fully flexible views; mirrors testTwoUIViewBothFlexible
canvas(width: 200, height: 200, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIView()
let v2 = UIView()
var body: Layout {
  ZStack {
    v1
    v2
  }
}
