// ideal-layout/equal-width-labels: Two resizable labels get the width of the widest; mirrors IdealLayoutServerSnapshotTests.testEqualWidthLabels
canvas(width: 300, height: 50, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UILabel(text: "Lorem ipsum dolor", lines: 1)
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
