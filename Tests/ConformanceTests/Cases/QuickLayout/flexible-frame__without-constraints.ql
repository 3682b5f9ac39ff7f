// flexible-frame/without-constraints: frame(minWidth: nil, maxWidth: nil) is transparent; mirrors FlexibleFrameServerSnapshotTests.testFrameWithoutConstraints
canvas(width: 320, height: 320, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIView()
let border1 = UIView()
let v2 = UIView()
let border2 = UIView()
let v3 = UIView()
let border3 = UIView()
let v4 = UIView()
let border4 = UIView()
var body: Layout {
  VStack(spacing: 10) {
    v1
      .frame(width: 50)
      .frame()
      .overlay {
        border1
      }
      .frame(width: 150)
      .frame(height: 20)
    v2
      .frame(width: 100)
      .frame()
      .overlay {
        border2
      }
      .frame(width: 150)
      .frame(height: 20)
    v3
      .frame(width: 200)
      .frame()
      .overlay {
        border3
      }
      .frame(width: 150)
      .frame(height: 20)
    v4
      .frame(width: 250)
      .frame()
      .overlay {
        border4
      }
      .frame(width: 150)
      .frame(height: 20)
  }
    .frame(width: 320)
}
