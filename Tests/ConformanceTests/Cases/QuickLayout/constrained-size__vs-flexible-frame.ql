// constrained-size/vs-flexible-frame: constrainedSize vs frame(maxWidth:) side by side; mirrors ConstrainedSizeServerSnapshotTests.testConstrainedSizeVsFlexibleFrame
canvas(width: 320, height: 320, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let a1 = UIView()
let borderA1 = UIView()
let b1 = UIView()
let borderB1 = UIView()
let a2 = UIView()
let borderA2 = UIView()
let b2 = UIView()
let borderB2 = UIView()
let a3 = UIView()
let borderA3 = UIView()
let b3 = UIView()
let borderB3 = UIView()
var body: Layout {
  VStack(spacing: 10) {
    a1
      .frame(width: 40)
      .constrainedSize(maxWidth: 200)
      .overlay {
        borderA1
      }
      .frame(width: 250)
      .frame(height: 20)
    b1
      .frame(width: 40)
      .frame(maxWidth: 200)
      .overlay {
        borderB1
      }
      .frame(width: 250)
      .frame(height: 20)
    a2
      .frame(width: 160)
      .constrainedSize(maxWidth: 200)
      .overlay {
        borderA2
      }
      .frame(width: 250)
      .frame(height: 20)
    b2
      .frame(width: 160)
      .frame(maxWidth: 200)
      .overlay {
        borderB2
      }
      .frame(width: 250)
      .frame(height: 20)
    a3
      .frame(width: 260)
      .constrainedSize(maxWidth: 200)
      .overlay {
        borderA3
      }
      .frame(width: 250)
      .frame(height: 20)
    b3
      .frame(width: 260)
      .frame(maxWidth: 200)
      .overlay {
        borderB3
      }
      .frame(width: 250)
      .frame(height: 20)
  }
    .frame(width: 320)
}
