// aspect-ratio/fill-1-1-width-50-height-inf: aspectRatio(1:1, .fill) proposed 50 x inf via applyFrame; mirrors AspectRatioWithInfiniteProposedHeightServerSnapshotTests
canvas(width: 50, height: .infinity, mode: .exact, scale: 2, direction: .leftToRight, alignment: .center)
let view1 = UIView()
let view2 = UIView()
var body: Layout {
  ZStack(alignment: .top) {
    view1
      .aspectRatio(CGSize(width: 1, height: 1), contentMode: .fill)
    view2
      .frame(height: 200)
  }
}
