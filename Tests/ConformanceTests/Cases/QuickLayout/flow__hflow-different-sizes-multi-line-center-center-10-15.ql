// flow/hflow-different-sizes-multi-line-center-center-10-15: Five items of different sizes wrapping into lines; mirrors HFlowServerSnapshotTests.testMultipleChildrenDifferentSizeMultiLine*
canvas(width: 200, height: 200, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIView()
let v2 = UIView()
let v3 = UIView()
let v4 = UIView()
let v5 = UIView()
var body: Layout {
  HFlow(itemAlignment: .center, lineAlignment: .center, itemSpacing: 10, lineSpacing: 15) {
    v1
      .frame(width: 80, height: 50)
    v2
      .frame(width: 30, height: 70)
    v3
      .frame(width: 50, height: 40)
    v4
      .frame(width: 50, height: 50)
    v5
      .frame(width: 50, height: 50)
  }
}
