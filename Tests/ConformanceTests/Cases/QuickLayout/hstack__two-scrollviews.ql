// hstack/two-scrollviews: HStack of two scrollviews proposed 300x100 (fit); mirrors HStackWithTwoViewsServerSnapshotTests
canvas(width: 300, height: 100, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIScrollView()
let v2 = UIScrollView()
var body: Layout {
  HStack {
    v1
    v2
  }
}
