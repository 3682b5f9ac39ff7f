// hstack/two-image-views: HStack of two image-views proposed 300x100 (fit); mirrors HStackWithTwoViewsServerSnapshotTests
canvas(width: 300, height: 100, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIImageView(width: 40, height: 40)
let v2 = UIImageView(width: 40, height: 40)
var body: Layout {
  HStack {
    v1
    v2
  }
}
