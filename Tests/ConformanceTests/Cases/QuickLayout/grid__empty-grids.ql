// grid/empty-grids: mirrors GridLayoutServerSnapshotTests.testEmptyGrid
canvas(width: 200, height: 200, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v = UIView()
var body: Layout {
  VStack {
    Grid {}
    Grid {
      GridRow {}
    }
    v
      .frame(width: 1, height: 1)
  }
}
