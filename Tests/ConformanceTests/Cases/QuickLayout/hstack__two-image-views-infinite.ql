// hstack/two-image-views-infinite: HStack of two image-views proposed inf x inf (fit); fully flexible views are sanitized to 10; mirrors HStackWithTwoViewsAndInfinitSizeServerSnapshotTests
canvas(width: .infinity, height: .infinity, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIImageView(width: 40, height: 40)
let v2 = UIImageView(width: 40, height: 40)
var body: Layout {
  HStack {
    v1
    v2
  }
}
