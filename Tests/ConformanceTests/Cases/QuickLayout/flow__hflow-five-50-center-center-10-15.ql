// flow/hflow-five-50-center-center-10-15: Five 50x50 items in 150x150, itemAlignment center, lineAlignment center, spacing 10/15; mirrors HFlowServerSnapshotTests.testMultipleChildren*
canvas(width: 150, height: 150, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIView()
let v2 = UIView()
let v3 = UIView()
let v4 = UIView()
let v5 = UIView()
var body: Layout {
  HFlow(itemAlignment: .center, lineAlignment: .center, itemSpacing: 10, lineSpacing: 15) {
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
}
