// flow/hflow-three-50-in-200: Three 50x50 items in width 200 with item spacing 0: line breaking threshold; mirrors HFlowServerSnapshotTests.testMultipleChildrenSameSizeSingleLine*
canvas(width: 200, height: 200, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIView()
let v2 = UIView()
let v3 = UIView()
var body: Layout {
  HFlow(itemSpacing: 0) {
    v1
      .frame(width: 50, height: 50)
    v2
      .frame(width: 50, height: 50)
    v3
      .frame(width: 50, height: 50)
  }
}
