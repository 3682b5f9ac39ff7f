// flow/hflow-different-sizes-single-line-top-leading-0-0: Three items of different sizes on one line; mirrors HFlowServerSnapshotTests.testMultipleChildrenDifferentSizeSingleLine*
canvas(width: 200, height: 200, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIView()
let v2 = UIView()
let v3 = UIView()
var body: Layout {
  HFlow(itemAlignment: .top, lineAlignment: .leading, itemSpacing: 0, lineSpacing: 0) {
    v1
      .frame(width: 80, height: 50)
    v2
      .frame(width: 30, height: 70)
    v3
      .frame(width: 50, height: 40)
  }
}
