// hstack/two-steppers-infinite: HStack of two steppers proposed inf x inf (fit); fully flexible views are sanitized to 10; mirrors HStackWithTwoViewsAndInfinitSizeServerSnapshotTests
canvas(width: .infinity, height: .infinity, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIStepper()
let v2 = UIStepper()
var body: Layout {
  HStack {
    v1
    v2
  }
}
