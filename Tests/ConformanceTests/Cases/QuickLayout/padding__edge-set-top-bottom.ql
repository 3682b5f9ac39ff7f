// padding/edge-set-top-bottom: mirrors PaddingServerSnapshotTests.testPaddingTopBottom
canvas(width: 200, height: 200, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIImageView(width: 100, height: 100)
var body: Layout {
  ZStack {
    v1
      .padding([.top, .bottom], 20)
  }
}
