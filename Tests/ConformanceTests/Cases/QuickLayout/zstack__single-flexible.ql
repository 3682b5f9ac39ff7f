// zstack/single-flexible: ZStack { UIView() } proposed 200x200; mirrors ZStackServerSnapshotTests.testSingleUIViewFlexible
canvas(width: 200, height: 200, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIView()
var body: Layout {
  ZStack {
    v1
  }
}
