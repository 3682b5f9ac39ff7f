// ideal-layout/equal-width-two-labels-truncated: mirrors IdealLayoutServerSnapshotTests.testEqualWidthTwoLabelGetsTruncated
canvas(width: 100, height: 50, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UILabel(text: "Lorem ipsum dolor dolor dolor dolor dolor dolor dolor dolor dolor dolor dolor dolor dolor dolor dolor dolor dolor dolor dolor dolor dolor dolor dolor dolor dolor", lines: 1)
let v2 = UILabel(text: "ipsum", lines: 1)
var body: Layout {
  VStack {
    v1
      .resizable(axis: .horizontal)
    Spacer(8)
    v2
      .resizable(axis: .horizontal)
  }
    .idealLayout()
}
