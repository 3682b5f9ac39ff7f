// rtl/vflow: VFlow with rtl both as modifier and harness direction; mirrors VFlowServerSnapshotTests RTL variants
canvas(width: 150, height: 150, mode: .fit, scale: 2, direction: .rightToLeft, alignment: .center)
let v1 = UIView()
let v2 = UIView()
let v3 = UIView()
let v4 = UIView()
let v5 = UIView()
var body: Layout {
  VFlow {
    v1
      .frame(width: 50, height: 50)
    v2
      .frame(width: 50, height: 50)
    v3
      .frame(width: 50, height: 50)
    v4
      .frame(width: 50, height: 50)
    v5
      .frame(width: 50, height: 50)
  }
    .layoutDirection(.rightToLeft)
}
