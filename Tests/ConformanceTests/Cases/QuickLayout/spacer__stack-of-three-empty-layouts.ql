// spacer/stack-of-three-empty-layouts: mirrors StacksWithSpacingSeverSnapshotTests.testSingleThreeEmptyLayouts
canvas(width: 300, height: 300, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIView()
let v2 = UIView()
let v3 = UIView()
var body: Layout {
  HStack(spacing: 10) {
    v1
      .frame(width: 40, height: 40)
    HStack(spacing: 10) {
      EmptyLayout()
      EmptyLayout()
      EmptyLayout()
    }
    v2
      .frame(width: 40, height: 40)
    v3
      .frame(width: 40, height: 40)
  }
}
