// zstack/fixed-views-no-flexible: ZStack of two fixed frames only: size is the union
canvas(width: 300, height: 300, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let a = UIView()
let b = UIView()
var body: Layout {
  ZStack(alignment: .bottomTrailing) {
    a
      .frame(width: 120, height: 40)
    b
      .frame(width: 60, height: 90)
  }
}
