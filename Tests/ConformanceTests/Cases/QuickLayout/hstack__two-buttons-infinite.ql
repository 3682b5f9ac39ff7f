// hstack/two-buttons-infinite: HStack of two buttons proposed inf x inf (fit); fully flexible views are sanitized to 10; mirrors HStackWithTwoViewsAndInfinitSizeServerSnapshotTests
canvas(width: .infinity, height: .infinity, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIButton(title: "Button 1")
let v2 = UIButton(title: "Button 2")
var body: Layout {
  HStack {
    v1
    v2
  }
}
