// aspect-ratio/fit-1-1-in-50x100: aspectRatio(1:1, .fit) on a flexible view inside a 50x100 frame; mirrors AspectRatioWithFiniteSizeServerSnapshotTests
canvas(width: 200, height: 200, mode: .exact, scale: 2, direction: .leftToRight, alignment: .center)
let view1 = UIView()
let view2 = UIView()
var body: Layout {
  ZStack {
    view1
      .aspectRatio(CGSize(width: 1, height: 1), contentMode: .fit)
    view2
  }
    .frame(width: 50, height: 100)
}
