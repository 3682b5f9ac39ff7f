// hstack/two-sliders-infinite: HStack of two sliders proposed inf x inf (fit); fully flexible views are sanitized to 10; mirrors HStackWithTwoViewsAndInfinitSizeServerSnapshotTests
canvas(width: .infinity, height: .infinity, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UISlider()
let v2 = UISlider()
var body: Layout {
  HStack {
    v1
    Spacer(40)
    v2
  }
}
