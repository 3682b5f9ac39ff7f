// padding/edge-top: padding(.top, 20) around a 100x100 image; mirrors PaddingServerSnapshotTests.testPaddingTop
canvas(width: 200, height: 200, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIImageView(width: 100, height: 100)
var body: Layout {
  ZStack {
    v1
      .padding(.top, 20)
  }
}
