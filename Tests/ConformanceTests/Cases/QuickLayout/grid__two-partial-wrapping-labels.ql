// grid/two-partial-wrapping-labels: mirrors GridLayoutServerSnapshotTests.testMultipleChildrenSingleRowTwoPartialWrappingLabels
canvas(width: 300, height: 300, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let longLabel = UILabel(text: "This is a long label that will wrap to multiple lines and will be truncated at the end of the line if it is too long to fit in the available space. This is a long label that will wrap to multiple lines and will be truncated at the end of the line if it is too long to fit in the available space. This is a long label that will wrap to multiple lines and will be truncated at the end of the line if it is too long to fit in the available space.", lines: 0, font: 10)
let longLabel2 = UILabel(text: "This is a long label that will wrap to multiple lines and will be truncated at the end of the line if it is too long to fit in the available space. This is a long label that will wrap to multiple lines and will be truncated at the end of the line if it is too long to fit in the available space. This is a long label that will wrap to multiple lines and will be truncated at the end of the line if it is too long to fit in the available space.", lines: 0, font: 10)
var body: Layout {
  Grid(horizontalSpacing: 10) {
    GridRow {
      longLabel
      longLabel2
    }
  }
}
