// frame/limits-uiview-size: mirrors testFrameLimitsUIViewSize
canvas(width: 320, height: 480, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIView()
var body: Layout {
  VStack(alignment: .leading) {
    v1
      .frame(width: 100, height: 100)
  }
}
