// hstack/two-progress-views: HStack of two progress-views proposed 300x100 (fit); mirrors HStackWithTwoViewsServerSnapshotTests
canvas(width: 300, height: 100, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIProgressView()
let v2 = UIProgressView()
var body: Layout {
  HStack {
    v1
    v2
  }
}
