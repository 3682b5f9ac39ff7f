// QuickLayout's Grid as its docs show it (facebook/QuickLayout, docs "Grid"): six cells never declared.
var body: Layout {
  Grid(horizontalSpacing: 8, verticalSpacing: 8) {
    GridRow {
      cell1
      cell2
      cell3
    }
    GridRow {
      cell4
      cell5
      cell6
    }
  }
}
