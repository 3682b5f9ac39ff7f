// grid/two-rows-spacer-middle-anchor: mirrors GridLayoutServerSnapshotTests.testGridTwoLinesWithFixedSizeElementsAndSpacerOnTheRight2
canvas(width: 300, height: 300, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIView()
let v2 = UIView()
let v3 = UIView()
let v4 = UIView()
var body: Layout {
  Grid(horizontalSpacing: 10, verticalSpacing: 10) {
    GridRow {
      v1
        .frame(width: 20, height: 20)
      Spacer()
      v2
        .frame(width: 50, height: 50)
    }
    GridRow {
      v3
        .frame(width: 20, height: 20)
        .gridCellAnchor(.topLeading)
      Spacer()
      v4
        .frame(width: 100, height: 100)
    }
  }
}
