// hstack/two-textfields-infinite: HStack of two textfields proposed inf x inf (fit); fully flexible views are sanitized to 10; mirrors HStackWithTwoViewsAndInfinitSizeServerSnapshotTests
canvas(width: .infinity, height: .infinity, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UITextField()
let v2 = UITextField()
var body: Layout {
  HStack {
    v1
    v2
  }
}
