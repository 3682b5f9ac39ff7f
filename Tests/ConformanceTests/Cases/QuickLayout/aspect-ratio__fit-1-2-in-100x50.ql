// aspect-ratio/fit-1-2-in-100x50: aspectRatio(1:2, .fit) on a flexible view inside a 100x50 frame; mirrors AspectRatioWithFiniteSizeServerSnapshotTests
canvas(width: 200, height: 200, mode: .exact, scale: 2, direction: .leftToRight, alignment: .center)
let view1 = UIView()
let view2 = UIView()
var body: Layout {
  ZStack {
    view1
      .aspectRatio(CGSize(width: 1, height: 2), contentMode: .fit)
    view2
  }
    .frame(width: 100, height: 50)
}
