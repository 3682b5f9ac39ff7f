// spacer/spacing-fully-flexible-empty-then-spacer: mirrors StacksWithSpacingSeverSnapshotTests.testSpacingWithFullyFlexibleElementsWithEmptyLayoutAndSpacer
canvas(width: 300, height: 300, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIView()
let v2 = UIView()
let v3 = UIView()
var body: Layout {
  HStack(spacing: 30) {
    v1
      .frame(height: 40)
    EmptyLayout()
    Spacer(10)
    v2
      .frame(height: 40)
    v3
      .frame(height: 40)
  }
}
