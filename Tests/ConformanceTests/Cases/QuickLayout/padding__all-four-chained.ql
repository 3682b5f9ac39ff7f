// padding/all-four-chained: Chained paddings top 20, leading 10, bottom 80, trailing 40; mirrors PaddingServerSnapshotTests.testPaddingAll
canvas(width: 200, height: 200, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIImageView(width: 100, height: 100)
var body: Layout {
  ZStack {
    v1
      .padding(.top, 20)
      .padding(.leading, 10)
      .padding(.bottom, 80)
      .padding(.trailing, 40)
  }
}
