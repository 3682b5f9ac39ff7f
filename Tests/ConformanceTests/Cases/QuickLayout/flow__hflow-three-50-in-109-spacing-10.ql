// flow/hflow-three-50-in-109-spacing-10: Three 50x50 items in width 109 with item spacing 10: line breaking threshold; mirrors HFlowServerSnapshotTests.testMultipleChildrenSameSizeSingleLine*
canvas(width: 109, height: 150, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIView()
let v2 = UIView()
let v3 = UIView()
var body: Layout {
  HFlow(itemSpacing: 10) {
    v1
      .frame(width: 50, height: 50)
    v2
      .frame(width: 50, height: 50)
    v3
      .frame(width: 50, height: 50)
  }
}
