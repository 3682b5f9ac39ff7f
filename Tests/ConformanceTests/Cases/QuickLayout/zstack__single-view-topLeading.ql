// zstack/single-view-topLeading: ZStack(alignment: .topLeading) with one flexible view; mirrors test*Alignment_SingleView
canvas(width: 200, height: 200, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v0 = UIView()
var body: Layout {
  ZStack(alignment: .topLeading) {
    v0
  }
}
