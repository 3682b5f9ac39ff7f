// grid/two-labels-single-column: mirrors GridLayoutServerSnapshotTests.testJustTwoLabelInSingleColumn
canvas(width: 200, height: 200, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let label = UILabel(text: "Lorem ipsum dolor", lines: 1)
let label2 = UILabel(text: "Lorem ipsum dolor sit amet elit", lines: 1)
var body: Layout {
  Grid {
    GridRow {
      label
    }
    GridRow {
      label2
    }
    GridRow {}
  }
}
