// resizable/custom-view-horizontal: mirrors ResizableServerSnapshotTests.testResizableWithCustomView_resizeOnlyHorizontally
canvas(width: 320, height: 100, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIView(width: 50, height: 50)
let v2 = UIView(width: 50, height: 30)
var body: Layout {
  HStack {
    v1
    v2
      .resizable(axis: .horizontal)
  }
}
