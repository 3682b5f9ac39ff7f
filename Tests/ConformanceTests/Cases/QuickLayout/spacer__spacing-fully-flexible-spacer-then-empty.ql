// spacer/spacing-fully-flexible-spacer-then-empty: mirrors StacksWithSpacingSeverSnapshotTests.testSpacingWithFullyFlexibleElementsWithEmptyLayoutAndSpacer2
canvas(width: 300, height: 300, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIView()
let v2 = UIView()
let v3 = UIView()
var body: Layout {
  HStack(spacing: 30) {
    v1
      .frame(height: 40)
    Spacer(10)
    EmptyLayout()
    v2
      .frame(height: 40)
    v3
      .frame(height: 40)
  }
}
