// zstack/one-flexible-one-fixed: Flexible view plus 100x100 framed view; mirrors testTwoUIViewOneFlexible
canvas(width: 200, height: 200, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIView()
let v2 = UIView()
var body: Layout {
  ZStack {
    v1
    v2
      .frame(width: 100, height: 100)
  }
}
