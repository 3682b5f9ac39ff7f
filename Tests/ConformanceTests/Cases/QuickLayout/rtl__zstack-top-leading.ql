// rtl/zstack-top-leading: ZStack(alignment: .topLeading) in rtl
canvas(width: 300, height: 300, mode: .fit, scale: 2, direction: .rightToLeft, alignment: .center)
let big = UIView()
let small = UIView()
var body: Layout {
  ZStack(alignment: .topLeading) {
    big
      .frame(width: 100, height: 100)
    small
      .frame(width: 30, height: 30)
  }
}
