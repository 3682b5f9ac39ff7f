// flexible-frame/max-only-fixed-child: mirrors FlexibleFrameServerSnapshotTests.testFrameWithMaxOnly
canvas(width: 320, height: 320, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIView()
let border1 = UIView()
let v2 = UIView()
let border2 = UIView()
let v3 = UIView()
let border3 = UIView()
let v4 = UIView()
let border4 = UIView()
let v5 = UIView()
let border5 = UIView()
let v6 = UIView()
let border6 = UIView()
let v7 = UIView()
let border7 = UIView()
let v8 = UIView()
let border8 = UIView()
let v9 = UIView()
let border9 = UIView()
var body: Layout {
  VStack(spacing: 10) {
    v1
      .frame(width: 40)
      .frame(maxWidth: 200)
      .overlay {
        border1
      }
      .frame(width: 50)
      .frame(height: 20)
    v2
      .frame(width: 40)
      .frame(maxWidth: 200)
      .overlay {
        border2
      }
      .frame(width: 150)
      .frame(height: 20)
    v3
      .frame(width: 40)
      .frame(maxWidth: 200)
      .overlay {
        border3
      }
      .frame(width: 250)
      .frame(height: 20)
    v4
      .frame(width: 160)
      .frame(maxWidth: 200)
      .overlay {
        border4
      }
      .frame(width: 50)
      .frame(height: 20)
    v5
      .frame(width: 160)
      .frame(maxWidth: 200)
      .overlay {
        border5
      }
      .frame(width: 150)
      .frame(height: 20)
    v6
      .frame(width: 160)
      .frame(maxWidth: 200)
      .overlay {
        border6
      }
      .frame(width: 250)
      .frame(height: 20)
    v7
      .frame(width: 260)
      .frame(maxWidth: 200)
      .overlay {
        border7
      }
      .frame(width: 50)
      .frame(height: 20)
    v8
      .frame(width: 260)
      .frame(maxWidth: 200)
      .overlay {
        border8
      }
      .frame(width: 150)
      .frame(height: 20)
    v9
      .frame(width: 260)
      .frame(maxWidth: 200)
      .overlay {
        border9
      }
      .frame(width: 250)
      .frame(height: 20)
  }
    .frame(width: 320)
}
