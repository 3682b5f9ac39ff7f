// aspect-ratio/fit-1-2-width-inf-height-100: aspectRatio(1:2, .fit) proposed inf x 100 via applyFrame; mirrors AspectRatioWithInfiniteProposedWidthServerSnapshotTests
canvas(width: .infinity, height: 100, mode: .exact, scale: 2, direction: .leftToRight, alignment: .center)
let view1 = UIView()
let view2 = UIView()
var body: Layout {
  ZStack(alignment: .leading) {
    view1
      .aspectRatio(CGSize(width: 1, height: 2), contentMode: .fit)
    view2
      .frame(width: 200)
  }
}
