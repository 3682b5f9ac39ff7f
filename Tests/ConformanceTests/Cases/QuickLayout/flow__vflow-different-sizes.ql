// flow/vflow-different-sizes: mirrors VFlowServerSnapshotTests.buildVflowMultipleChildrenDifferentSizeSingleLine
canvas(width: 150, height: 150, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIView()
let v2 = UIView()
let v3 = UIView()
var body: Layout {
  VFlow(itemAlignment: .leading) {
    v1
      .frame(width: 60, height: 50)
    v2
      .frame(width: 40, height: 70)
    v3
      .frame(width: 50, height: 40)
  }
}
