// spacer/spacers-with-spacing: Spacer(10) between views replaces the spacing; mirrors StacksWithSpacingSeverSnapshotTests.testSpacersWithSpacing
canvas(width: 300, height: 300, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIView()
let v2 = UIView()
let v3 = UIView()
let v4 = UIView()
var body: Layout {
  HStack(spacing: 10) {
    v1
      .frame(width: 40, height: 40)
    v2
      .frame(width: 40, height: 40)
    Spacer(10)
    v3
      .frame(width: 40, height: 40)
    Spacer(10)
    v4
      .frame(width: 40, height: 40)
  }
}
