// ideal-layout/equal-width-single-label: mirrors IdealLayoutServerSnapshotTests.testEqualWidthSingleLabel
canvas(width: 300, height: 50, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UILabel(text: "Lorem", lines: 1)
var body: Layout {
  VStack {
    v1
      .resizable(axis: .horizontal)
  }
    .idealLayout()
}
