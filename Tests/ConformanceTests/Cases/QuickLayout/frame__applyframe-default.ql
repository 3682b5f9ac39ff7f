// frame/applyframe-default: applyFrame into a 300x300 canvas with canvas alignment default: the 100x100 root is positioned by the canvas alignment; mirrors ApplyFrameServerSnapshotTests
canvas(width: 300, height: 300, mode: .exact, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIView()
var body: Layout {
  HStack {
    v1
      .frame(width: 100, height: 100)
  }
}
