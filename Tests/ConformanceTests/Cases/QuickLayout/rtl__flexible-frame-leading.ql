// rtl/flexible-frame-leading: mirrors LayoutDirectionServerSnapshotTests.testFlexibleFrameAlignment
canvas(width: 300, height: 44, mode: .exact, scale: 2, direction: .leftToRight, alignment: .center)
let l1 = UILabel(text: "Lorem Ipsum", lines: 1)
var body: Layout {
  l1
    .frame(minWidth: 0, maxWidth: .infinity, alignment: .leading)
    .layoutDirection(.rightToLeft)
}
