// flexible-frame/alignment: Flexible frames with min 0 / max inf and leading/center/trailing alignment; mirrors FlexibleFrameServerSnapshotTests.testFrameAlignment
canvas(width: 320, height: 320, mode: .fit, scale: 2, direction: .leftToRight, alignment: .center)
let v1 = UIView()
let border1 = UIView()
let outer1 = UIView()
let v2 = UIView()
let border2 = UIView()
let outer2 = UIView()
let v3 = UIView()
let border3 = UIView()
let outer3 = UIView()
let v4 = UIView()
let border4 = UIView()
let outer4 = UIView()
let v5 = UIView()
let border5 = UIView()
let outer5 = UIView()
let v6 = UIView()
let border6 = UIView()
let outer6 = UIView()
let v7 = UIView()
let border7 = UIView()
let outer7 = UIView()
let v8 = UIView()
let border8 = UIView()
let outer8 = UIView()
let v9 = UIView()
let border9 = UIView()
let outer9 = UIView()
let v10 = UIView()
let border10 = UIView()
let outer10 = UIView()
let v11 = UIView()
let border11 = UIView()
let outer11 = UIView()
let v12 = UIView()
let border12 = UIView()
let outer12 = UIView()
var body: Layout {
  VStack(spacing: 10) {
    v1
      .frame(width: 150)
      .frame(minWidth: 0, maxWidth: .infinity, alignment: .center)
      .overlay {
        border1
      }
      .frame(width: 50)
      .frame(height: 20)
      .overlay {
        outer1
      }
    v2
      .frame(width: 150)
      .frame(minWidth: 0, maxWidth: .infinity, alignment: .leading)
      .overlay {
        border2
      }
      .frame(width: 50)
      .frame(height: 20)
      .overlay {
        outer2
      }
    v3
      .frame(width: 150)
      .frame(minWidth: 0, maxWidth: .infinity, alignment: .trailing)
      .overlay {
        border3
      }
      .frame(width: 50)
      .frame(height: 20)
      .overlay {
        outer3
      }
    v4
      .frame(width: 150)
      .frame(minWidth: 0, alignment: .center)
      .overlay {
        border4
      }
      .frame(width: 50)
      .frame(height: 20)
      .overlay {
        outer4
      }
    v5
      .frame(width: 150)
      .frame(minWidth: 0, alignment: .leading)
      .overlay {
        border5
      }
      .frame(width: 50)
      .frame(height: 20)
      .overlay {
        outer5
      }
    v6
      .frame(width: 150)
      .frame(minWidth: 0, alignment: .trailing)
      .overlay {
        border6
      }
      .frame(width: 200)
      .frame(height: 20)
      .overlay {
        outer6
      }
    v7
      .frame(width: 150)
      .frame(minWidth: 0, alignment: .center)
      .overlay {
        border7
      }
      .frame(width: 50)
      .frame(height: 20)
      .overlay {
        outer7
      }
    v8
      .frame(width: 150)
      .frame(minWidth: 0, alignment: .leading)
      .overlay {
        border8
      }
      .frame(width: 200)
      .frame(height: 20)
      .overlay {
        outer8
      }
    v9
      .frame(width: 150)
      .frame(minWidth: 0, alignment: .trailing)
      .overlay {
        border9
      }
      .frame(width: 200)
      .frame(height: 20)
      .overlay {
        outer9
      }
    v10
      .frame(width: 150)
      .frame(maxWidth: .infinity, alignment: .center)
      .overlay {
        border10
      }
      .frame(width: 50)
      .frame(height: 20)
      .overlay {
        outer10
      }
    v11
      .frame(width: 150)
      .frame(maxWidth: .infinity, alignment: .leading)
      .overlay {
        border11
      }
      .frame(width: 200)
      .frame(height: 20)
      .overlay {
        outer11
      }
    v12
      .frame(width: 150)
      .frame(maxWidth: .infinity, alignment: .trailing)
      .overlay {
        border12
      }
      .frame(width: 200)
      .frame(height: 20)
      .overlay {
        outer12
      }
  }
    .frame(width: 320)
}
