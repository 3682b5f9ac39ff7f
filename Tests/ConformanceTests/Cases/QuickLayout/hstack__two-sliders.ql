// hstack/two-sliders: HStack of two sliders proposed 300x100 (fit); mirrors HStackWithTwoViewsServerSnapshotTests
canvas(width: 300, height: 100, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UISlider()
let v2 = UISlider()
var body: Layout {
  HStack {
    v1
    v2
  }
}
