// vstack/alignment-center: VStack(alignment: .center) of three framed views 100/80/40; mirrors VStackServerSnapshotTests
canvas(width: 300, height: 300, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIView()
let v2 = UIView()
let v3 = UIView()
var body: Layout {
  VStack(alignment: .center) {
    v1
      .frame(width: 100, height: 100)
    v2
      .frame(width: 80, height: 80)
    v3
      .frame(width: 40, height: 40)
  }
}
