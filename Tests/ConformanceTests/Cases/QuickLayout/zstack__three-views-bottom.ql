// zstack/three-views-bottom: ZStack(alignment: .bottom) of a flexible view, 100x100 and 50x50; mirrors ZStackServerSnapshotTests.test*Alignment
canvas(width: 200, height: 200, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v0 = UIView()
let v1 = UIView()
let v2 = UIView()
var body: Layout {
  ZStack(alignment: .bottom) {
    v0
    v1
      .frame(width: 100, height: 100)
    v2
      .frame(width: 50, height: 50)
  }
}
