// grid/spacer-in-between: mirrors GridLayoutServerSnapshotTests.testGridWithFixedSizeElementsAndSpacerInBetween
canvas(width: 300, height: 300, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIView()
let v2 = UIView()
var body: Layout {
  Grid(horizontalSpacing: 10, verticalSpacing: 10) {
    GridRow {
      v1
        .frame(width: 50, height: 50)
      Spacer()
      v2
        .frame(width: 50, height: 50)
    }
  }
}
